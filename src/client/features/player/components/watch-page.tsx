import { useRef } from 'react';
import { paths, titlePath, watchPath } from '@/client/config/paths';
import { EmptyState } from '@/client/components/ui/empty-state';
import { PROFILE_TEXTS } from '@/shared/profiles/profile-api';
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
      aria-label="Player"
      className="mx-auto flex min-h-[calc(100dvh-4rem)] max-w-7xl flex-col bg-black text-text"
    >
      <PlayerTopBar
        player={player}
        controls={controls}
        heading={
          <h1 className="truncate text-sm font-bold sm:text-base">
            {player.title?.title ?? 'NEXUS Player'}
          </h1>
        }
        onBack={back}
      />
      {player.notOnThisProfile ? (
        <div className="p-6">
          <EmptyState
            title={PROFILE_TEXTS.notAvailable}
            text="This profile shows only films and series for children."
            action={{ label: 'Back to Home', onClick: () => void navigate(paths.browse) }}
          />
        </div>
      ) : (
        <PlayerBody player={player} onBack={back} />
      )}
    </section>
  );
}
