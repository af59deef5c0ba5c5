import { Trans } from '@lingui/react/macro';
import { Tv } from 'lucide-react';
import { paths } from '@/client/config/paths';
import { Link } from '@/client/lib/router/router';

const look =
  'label-caps inline-flex items-center gap-2 rounded-md border px-3 py-2 text-xs font-bold transition';

/**
 * 'Only on my services' (issue 34): narrows popular and top rated to the titles on the person's
 * services, held in the URL (`?services=1`). With no services chosen it leads to the settings
 * instead; until the settings are known (hydration) it waits, disabled, in its place.
 */
export function ServicesToggle({
  on,
  ready,
  hasServices,
  onChange,
}: {
  on: boolean;
  ready: boolean;
  hasServices: boolean;
  onChange: (on: boolean) => void;
}) {
  if (ready && !hasServices) {
    return (
      <Link
        to={`${paths.account}#where-to-watch`}
        className={`${look} border-line bg-surface text-text-dim hover:border-accent hover:text-text`}
      >
        <Tv aria-hidden="true" className="size-4" />
        <Trans comment="Browse pages: link to the settings, shown until services are chosen">
          Choose my services
        </Trans>
      </Link>
    );
  }
  return (
    <button
      type="button"
      aria-pressed={on}
      disabled={!ready}
      onClick={() => onChange(!on)}
      className={`${look} ${
        on
          ? 'border-accent bg-accent text-white'
          : 'border-line bg-surface text-text-dim hover:border-accent hover:text-text'
      } disabled:opacity-60`}
    >
      <Tv aria-hidden="true" className="size-4" />
      <Trans comment="Browse pages: a toggle narrowing the list to the person's streaming services">
        Only on my services
      </Trans>
    </button>
  );
}
