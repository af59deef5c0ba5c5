import { useLingui } from '@lingui/react/macro';
import { usePlayerExtensions } from '../hooks/player-extensions';
import { usePlayerRecommendations } from '../hooks/use-player-recommendations';
import type { PlayerState } from '../hooks/use-player';
import { EpisodePanel } from './episode-panel';
import { NextEpisodeCard } from './next-episode-card';
import { FrameLoading, PlayerFrame } from './player-frame';
import { PlayerInfoLine } from './player-info-line';
import { RecommendationPanel } from './recommendation-panel';

/** The frame, the info line below it and the side panel: shared by both player variants. */
export function PlayerBody({ player, onBack }: { player: PlayerState; onBack: () => void }) {
  const { t } = useLingui();
  const { selection, title } = player;
  const isTv = player.type === 'tv';
  const { season, episode } = selection;
  const name = title?.title;
  const recs = usePlayerRecommendations(player.movie, !isTv);
  const { sidePanel } = usePlayerExtensions();
  const label = title
    ? isTv
      ? t({
          message: `${name} S${season} E${episode}`,
          comment: "A series' name with the season and episode numbers, short (S1 E5)",
        })
      : title.title
    : t({
        message: 'loading',
        comment: "Stands for the title's name in the stream frame's label while it loads",
      });

  return (
    <div className="min-h-0 flex-1 overflow-y-auto lg:flex lg:overflow-hidden">
      <div className="flex flex-col gap-3 lg:min-w-0 lg:flex-1 lg:overflow-y-auto">
        {player.providersPending ? (
          <FrameLoading />
        ) : (
          <PlayerFrame
            key={`${player.provider?.id ?? 'none'}|${player.src}`}
            src={player.src}
            provider={player.provider ?? fallbackProvider}
            label={label}
            frameRef={player.frameRef}
            nextProviderName={player.nextProvider?.name}
            onNextProvider={player.switchProvider}
            onBack={onBack}
            onLoad={player.onFrameLoad}
            overlay={
              isTv && (
                <NextEpisodeCard
                  end={player.end}
                  next={nextName(selection, ({ season: s, episode: e }) =>
                    t({
                      message: `S${s}E${e}`,
                      comment: 'Season and episode numbers, short (S1E5)',
                    }),
                  )}
                  series={
                    title?.title ??
                    t({
                      message: 'the series',
                      comment: "Stands for a series' name not known yet: Back to the series",
                    })
                  }
                  onNext={() => selection.next && selection.go(selection.next)}
                  onBack={onBack}
                />
              )
            }
          />
        )}
        <div className="px-4 pb-4">
          <PlayerInfoLine title={title} season={selection.season} episode={selection.episode} />
        </div>
      </div>
      <aside
        aria-label={
          isTv
            ? t({ message: 'Episodes', comment: 'The list of episodes of a season' })
            : t({
                message: 'Recommendations',
                comment: "The player's side panel of similar titles",
              })
        }
        className="border-t border-line p-4 lg:w-96 lg:shrink-0 lg:overflow-y-auto lg:border-t-0 lg:border-l"
      >
        {sidePanel?.(player)}
        {isTv ? (
          <EpisodePanel
            seasons={selection.seasons}
            season={selection.season}
            episode={selection.episode}
            list={selection.list}
            status={
              player.tv === undefined && player.isError ? 'error' : selection.seasonQuery.status
            }
            onSelectSeason={selection.selectSeason}
            onSelectEpisode={(season, episode) => selection.go({ season, episode })}
            onRetry={() => void selection.seasonQuery.refetch()}
          />
        ) : (
          <RecommendationPanel items={recs.items} isLoading={recs.isLoading} />
        )}
      </aside>
    </div>
  );
}

/** 'S1E5 · {name}' of the next episode, from the panel's list (which may reach the next season). */
function nextName(
  selection: PlayerState['selection'],
  code: (next: { season: number; episode: number }) => string,
): string | null {
  const { next, list } = selection;
  if (!next) return null;
  const entry = list.find(
    (e) => e.season_number === next.season && e.episode_number === next.episode,
  );
  const label = code(next);
  return entry?.name ? `${label} · ${entry.name}` : label;
}

/** Used only when the provider list failed to load: the frame then shows its failure state. */
const fallbackProvider = {
  id: 'none',
  name: 'none',
  movieUrl: '',
  tvUrl: '',
  messageOrigins: [],
  sandbox: [],
  referrerPolicy: 'no-referrer',
  adapter: 'auto',
} as const satisfies Parameters<typeof PlayerFrame>[0]['provider'];
