import { Trans, useLingui } from '@lingui/react/macro';
import { Info } from 'lucide-react';
import { buttonStyles } from '@/client/components/ui/button-styles';
import { EmptyState } from '@/client/components/ui/empty-state';
import { paths } from '@/client/config/paths';
import { Link } from '@/client/lib/router/router';

/** The spec's empty state, what feeds the page, and where to find series. */
export function CalendarEmpty({ compact = false }: { compact?: boolean }) {
  const { t } = useLingui();
  return (
    <EmptyState
      compact={compact}
      title={t({
        message: 'Nothing coming up for your series',
        comment: "The calendar's empty state (the spec's text)",
      })}
      text={t`Upcoming lists new episodes of the series in your vault and the ones you are watching.`}
    >
      <Link to={paths.tvShows} className={buttonStyles.secondary}>
        <Trans comment="Calendar empty state: a link to the series page">Browse series</Trans>
      </Link>
    </EmptyState>
  );
}

/**
 * The built-in catalogue holds no future air dates (the scope: it invents none), so the
 * page says what would give it some. A fact about this server, not an error.
 */
export function EmbeddedNote() {
  return (
    <p
      role="status"
      className="flex items-start gap-2 rounded-md border border-line bg-surface px-4 py-3 text-sm text-text-dim"
    >
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        <Trans>
          Upcoming episodes need the TMDB catalogue. This server uses its built-in catalogue, which
          has no future air dates.
        </Trans>
      </span>
    </p>
  );
}

/** Shaped like the day lists, so nothing moves when the episodes arrive. */
export function CalendarSkeleton() {
  const { t } = useLingui();
  return (
    <div role="status" aria-label={t`Loading upcoming episodes`} className="flex flex-col gap-3">
      <div className="h-5 w-32 rounded bg-surface-2" />
      {Array.from({ length: 4 }, (_, i) => (
        <div key={i} className="h-[100px] rounded-md border border-line bg-surface" />
      ))}
    </div>
  );
}

export function CalendarError({ online, onRetry }: { online: boolean; onRetry: () => void }) {
  const { t } = useLingui();
  return (
    <EmptyState
      tone="error"
      title={online ? t`The catalogue did not answer` : t`You are offline`}
      text={t`Check your connection and try again.`}
      action={{
        label: t({ message: 'Retry', comment: 'Button: ask again after a failure' }),
        onClick: onRetry,
      }}
    />
  );
}
