import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFormatLocale } from '@/client/i18n/use-format-locale';
import { useDateFormat } from '@/client/lib/date-format';
import { ProgressBar } from '@/client/components/ui/progress-bar';
import { HISTORY_POSTER } from '@/shared/catalog/image-url';
import { History, Trash2 } from 'lucide-react';
import { Link } from '@/client/lib/router/router';
import { titleName } from '@/shared/catalog/title-name';
import { buttonStyles } from '@/client/components/ui/button-styles';
import { PosterImage } from '@/client/components/ui/poster-image';
import { paths, titlePath } from '@/client/config/paths';
import type { HistoryEntry } from '@/client/library/stores/watch-history-store';
import { resumeSummary, resumeText } from '@/client/library/rules/resume-summary';
import { progressPercent, type WatchProgress } from '@/client/library/stores/watch-progress-store';

const HISTORY_SHOWN = 10;

const WHEN: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };
// An imported entry knows the day only (docs/product.md#watch-history): no invented time.
const DAY: Intl.DateTimeFormatOptions = { dateStyle: 'medium' };

/**
 * A series' line: its last episode and what is left of it ('S1E4 · 12 min left'), or just the
 * episode when it was finished; the bar then follows that episode, not the history's percent.
 */
function seriesLine(record: WatchProgress | undefined, i18n: I18n) {
  if (!record) return null;
  const summary = resumeSummary(record);
  if (summary) return { text: resumeText(summary), percent: summary.percent };
  const season = record.last_season_watched ?? 1;
  const episode = record.last_episode_watched ?? 1;
  const text = i18n._(
    msg({
      message: `S${season}E${episode} · watched`,
      comment: 'Watch history: a finished episode; S = season, E = episode (keep short)',
    }),
  );
  return { text, percent: Math.round(progressPercent(record)) };
}

/** WATCH HISTORY: the latest 10, newest first, each with a PROGRESS bar and delete. */
export function WatchHistoryPanel({
  history,
  progress,
  onDelete,
}: {
  history: HistoryEntry[];
  /** The progress records, for a series' last episode. */
  progress: readonly WatchProgress[];
  onDelete: (entry: HistoryEntry) => void;
}) {
  const { t, i18n } = useLingui();
  const whenFormat = useDateFormat(WHEN);
  const percentFormat = new Intl.NumberFormat(useFormatLocale(), { style: 'percent' });
  const dayFormat = useDateFormat(DAY);
  const latest = [...history].sort((a, b) => b.watchedAt - a.watchedAt).slice(0, HISTORY_SHOWN);
  return (
    <section
      aria-labelledby="history-heading"
      className="rounded-lg border border-line bg-surface p-6"
    >
      <h2
        id="history-heading"
        className="label-caps mb-4 flex items-center gap-2 text-lg font-bold"
      >
        <History aria-hidden="true" className="size-5 text-accent" />{' '}
        <Trans comment="Profile page heading, all caps">WATCH HISTORY</Trans>
      </h2>
      {latest.length === 0 ? (
        <div className="flex flex-col items-start gap-3 text-sm text-text-dim">
          <p>
            <Trans>Nothing watched yet. What you play shows up here.</Trans>
          </p>
          <Link to={paths.browse} className={buttonStyles.secondary}>
            <Trans comment="Profile page link, all caps: to the home page">START WATCHING</Trans>
          </Link>
        </div>
      ) : (
        <ul className="flex flex-col gap-3">
          {latest.map((entry) => {
            const name =
              titleName(entry) || t({ message: 'No Title', comment: 'A title without a name' });
            const series =
              entry.media_type === 'tv'
                ? seriesLine(
                    progress.find((r) => r.type === 'tv' && r.id === entry.id),
                    i18n,
                  )
                : null;
            const percent = series?.percent ?? Math.round(entry.progress);
            const imported = (entry as { imported?: unknown }).imported === true;
            return (
              <li
                key={`${entry.media_type}-${entry.id}`}
                className="flex items-center gap-4 rounded-md bg-surface-2 p-3"
              >
                <Link to={titlePath(entry.media_type, entry.id)} className="w-14 shrink-0 rounded">
                  <PosterImage
                    path={entry.poster_path}
                    name={name}
                    size={HISTORY_POSTER}
                    width={56}
                  />
                </Link>
                <div className="min-w-0 flex-1">
                  <Link
                    to={titlePath(entry.media_type, entry.id)}
                    className="block truncate font-semibold hover:underline"
                  >
                    {name}
                  </Link>
                  <p className="text-xs text-text-dim">
                    <time dateTime={new Date(entry.watchedAt).toISOString()}>
                      {(imported ? dayFormat : whenFormat)?.(entry.watchedAt)}
                    </time>
                  </p>
                  {series && <p className="text-xs font-semibold">{series.text}</p>}
                  <div className="mt-2 flex items-center gap-2 text-xs">
                    <span className="label-caps text-text-dim">
                      <Trans comment="Watch history, all caps: label of a progress bar">
                        PROGRESS
                      </Trans>
                    </span>
                    <ProgressBar
                      percent={percent}
                      label={t({
                        message: `Progress of ${name}`,
                        comment: '{name} is a film or series title',
                      })}
                    />
                    <span>{percentFormat.format(percent / 100)}</span>
                  </div>
                </div>
                <button
                  type="button"
                  aria-label={t({
                    message: `Delete ${name} from watch history`,
                    comment: '{name} is a film or series title',
                  })}
                  onClick={() => onDelete(entry)}
                  className="rounded p-2 text-text-dim transition hover:bg-surface hover:text-accent"
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
