import { useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import { paths, titlePath, watchPath } from '@/client/config/paths';
import { EmptyState } from '@/client/components/ui/empty-state';
import { useNavigate } from '@/client/lib/router/router';
import { usePlayer } from '../hooks/use-player';
import { usePlayerControls } from '../hooks/use-player-controls';
import { PlayerBody } from './player-body';
import { PlayerTopBar } from './player-top-bar';

/**
 * The shareable player page, `/watch/movie/{id}` and `/watch/tv/{id}/{season}/{episode}`: the
 * simpler player view (the embedded stream, season and episode selection for TV, recommendations
 * for movies) as a page of its own. The episode lives in the path, so a copied link opens it.
 */
export function WatchPage(props: {
  type: 'movie' | 'tv';
  id: number;
  season: number;
  episode: number;
}) {
  return <WatchPageContent key={`${props.type}-${props.id}`} {...props} />;
}

function WatchPageContent({
  type,
  id,
  season,
  episode,
}: {
  type: 'movie' | 'tv';
  id: number;
  season: number;
  episode: number;
}) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const player = usePlayer(type, id, {
    season,
    episode,
    onChange: (next) => void navigate(watchPath(type, id, next), { replace: true }),
  });
  const container = useRef<HTMLElement>(null);
  const controls = usePlayerControls(player, container);
  const back = () => {
    controls.fullscreen.exit();
    void navigate(titlePath(type, id));
  };

  return (
    <section
      ref={container}
      aria-label={t({ message: 'Player', comment: 'Label of the video player region' })}
      className="mx-auto flex min-h-[calc(100dvh-4rem)] max-w-7xl flex-col bg-black text-text"
    >
      <PlayerTopBar
        player={player}
        controls={controls}
        heading={
          <h1 className="truncate text-sm font-bold sm:text-base">
            {player.title?.title ??
              t({
                message: 'NEXUS Player',
                comment:
                  "The player's heading while the title's name loads; NEXUS is the product's name",
              })}
          </h1>
        }
        onBack={back}
      />
      {player.notOnThisProfile ? (
        <div className="p-6">
          <EmptyState
            // The English is PROFILE_TEXTS.notAvailable (shared/profiles/profile-api.ts).
            title={t({
              message: 'Not available on this profile',
              comment: "A kids profile opened a title that is not for children (a page's heading)",
            })}
            text={t`This profile shows only films and series for children.`}
            action={{ label: t`Back to Home`, onClick: () => void navigate(paths.browse) }}
          />
        </div>
      ) : (
        <PlayerBody player={player} onBack={back} />
      )}
    </section>
  );
}
