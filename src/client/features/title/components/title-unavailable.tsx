import { Trans, useLingui } from '@lingui/react/macro';
import { RotateCw } from 'lucide-react';
import { Link } from '@/client/lib/router/router';
import { buttonStyles } from '@/client/components/ui/button-styles';
import { usePageStatus } from '@/client/lib/router/page-response';

/**
 * The page a title could not be shown on: a heading, a line of why, the way back to its browse
 * page, and a retry when the failure may pass (network or server trouble, not a bad id).
 */
export function TitleUnavailable({
  heading,
  message,
  backLabel,
  backTo,
  onRetry,
  status,
}: {
  heading: string;
  message: string;
  backLabel: string;
  backTo: string;
  onRetry?: () => void;
  /** The page's status when rendered on the server, when neither 404 nor 503 says it. */
  status?: number;
}) {
  // Rendered on the server, a title that is not there answers 404; one that failed, 503.
  usePageStatus(status ?? (onRetry ? 503 : 404));
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="label-caps text-3xl font-bold text-accent">{heading}</h1>
      <p className="text-text-dim">{message}</p>
      <div className="flex flex-wrap justify-center gap-3">
        {onRetry && (
          <button type="button" onClick={onRetry} className={buttonStyles.primary}>
            <RotateCw aria-hidden="true" className="size-4" />
            <Trans comment="Button: load the page again after a failure">Try Again</Trans>
          </button>
        )}
        <Link to={backTo} className={buttonStyles.secondary}>
          {backLabel}
        </Link>
      </div>
    </section>
  );
}

/** What a kids profile sees instead of a title that is not for children. */
export function NotOnThisProfile({ backLabel, backTo }: { backLabel: string; backTo: string }) {
  const { t } = useLingui();
  return (
    <TitleUnavailable
      // The English is PROFILE_TEXTS.notAvailable (shared/profiles/profile-api.ts).
      heading={t({
        message: 'Not available on this profile',
        comment: "A kids profile opened a title that is not for children (a page's heading)",
      })}
      message={t`This profile shows only films and series for children.`}
      backLabel={backLabel}
      backTo={backTo}
      status={403}
    />
  );
}
