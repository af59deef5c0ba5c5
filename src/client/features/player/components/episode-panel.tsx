import { Trans, useLingui } from '@lingui/react/macro';
import { EmptyState } from '@/client/components/ui/empty-state';
import type { Episode } from '@/shared/catalog/detail-schemas';
import { truncateOverview } from '../utils/truncate-overview';

interface EpisodePanelProps {
  seasons: { season_number: number }[];
  season: number;
  episode: number;
  list: Episode[];
  status: 'pending' | 'error' | 'success';
  onSelectSeason: (season: number) => void;
  onSelectEpisode: (season: number, episode: number) => void;
  onRetry: () => void;
}

/** The TV side panel: season buttons and the (possibly padded) episode list. */
export function EpisodePanel(props: EpisodePanelProps) {
  const { t } = useLingui();
  const { season, episode, list, status } = props;
  return (
    <section aria-labelledby="player-episodes-heading" className="flex flex-col gap-4">
      <h3 id="player-episodes-heading" className="label-caps text-sm font-bold text-text">
        <Trans comment="Heading of the player's episode list">Episodes</Trans>
      </h3>
      {props.seasons.length > 1 && (
        <div
          role="group"
          aria-label={t({ message: 'Seasons', comment: 'Label of the group of season buttons' })}
          className="flex flex-wrap gap-2"
        >
          {props.seasons.map((s) => {
            const number = s.season_number;
            return (
              <button
                key={s.season_number}
                type="button"
                aria-pressed={s.season_number === season}
                onClick={() => props.onSelectSeason(s.season_number)}
                className={`rounded-md border px-3 py-1 text-xs font-bold pointer-coarse:min-h-11 pointer-coarse:min-w-11 ${
                  s.season_number === season
                    ? 'border-accent bg-accent text-bg'
                    : 'border-line bg-surface-2 text-text hover:border-accent'
                }`}
              >
                <Trans comment="A season button, short (S2 for season 2)">S{number}</Trans>
              </button>
            );
          })}
        </div>
      )}
      {status === 'pending' && (
        <ul aria-hidden="true" className="flex flex-col gap-2">
          {Array.from({ length: 5 }, (_, i) => (
            <li key={i} className="h-16 animate-pulse rounded-md bg-surface-2" />
          ))}
        </ul>
      )}
      {status === 'error' && (
        <EmptyState
          tone="error"
          compact
          title={t`Unable to load series data`}
          text={t`Check your connection and try again`}
          action={{
            label: t({ message: 'Retry', comment: 'Button: load again what failed' }),
            onClick: props.onRetry,
          }}
        />
      )}
      {status === 'success' && list.length === 0 && (
        <p className="text-sm text-text-dim">
          <Trans>No episodes available for this season</Trans>
        </p>
      )}
      {status === 'success' && list.length > 0 && (
        <ol className="flex flex-col gap-2">
          {list.map((e) => {
            const current = e.season_number === season && e.episode_number === episode;
            const { season_number: inSeason, episode_number: number, name } = e;
            return (
              <li key={`${e.season_number}-${e.episode_number}`}>
                <button
                  type="button"
                  aria-current={current ? 'true' : undefined}
                  onClick={() => props.onSelectEpisode(e.season_number, e.episode_number)}
                  className={`flex w-full flex-col gap-1 rounded-md border p-3 text-left text-sm transition ${
                    current
                      ? 'border-accent bg-accent-soft'
                      : 'border-line bg-surface hover:border-accent'
                  }`}
                >
                  <span className="font-bold text-text">
                    {inSeason === season ? (
                      <Trans comment="An episode: its number, short (E5), and its name">
                        E{number} · {name}
                      </Trans>
                    ) : (
                      <Trans comment="An episode of the next season: season and episode numbers, short (S2 E1), and its name">
                        S{inSeason} E{number} · {name}
                      </Trans>
                    )}
                  </span>
                  {e.overview && (
                    <span className="text-xs text-text-dim">{truncateOverview(e.overview)}</span>
                  )}
                </button>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
