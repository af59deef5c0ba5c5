import { Trans } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/**
 * A section's answer (where to watch, on a title page and on /account): 'Loading…' while it
 * comes (a status), the failure in the section's words with a Retry (an alert), else what
 * `children` draws of it. `className` places the first two lines as the answer would sit.
 */
export function QueryState<T>({
  query,
  failed,
  className,
  children,
}: {
  query: UseQueryResult<T>;
  failed: ReactNode;
  className: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending)
    return (
      <p className={`${className} text-sm text-text-dim`} role="status">
        <Trans>Loading…</Trans>
      </p>
    );
  if (query.isError)
    return (
      <p className={`${className} text-sm text-warn`} role="alert">
        {failed}{' '}
        <button
          type="button"
          onClick={() => void query.refetch()}
          className="text-accent underline underline-offset-2"
        >
          <Trans comment="Button: ask again after a failure">Retry</Trans>
        </button>
      </p>
    );
  return children(query.data);
}
