import { useRef } from 'react';
import { titlePath, watchPath } from '@/client/config/paths';
import { useNavigate } from '@/client/lib/router/router';
import { useFullscreen } from '../hooks/use-fullscreen';
import { usePlayer } from '../hooks/use-player';
import { usePlayerKeys } from '../hooks/use-player-keys';
import { shareUrl } from '../utils/share-url';
import { PlayerBody } from './player-body';
import { PlayerHeader } from './player-header';

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
  const { selection, title } = player;
  const container = useRef<HTMLElement>(null);
  const fullscreen = useFullscreen(container);
  const back = () => {
    fullscreen.exit();
    void navigate(titlePath(type, id));
  };
  const next = selection.next ? () => selection.go(selection.next!) : null;
  const previous = selection.previous ? () => selection.go(selection.previous!) : null;
  usePlayerKeys({
    toggleFullscreen: fullscreen.toggle,
    exitFullscreen: fullscreen.exit,
    next: () => next?.(),
    previous: () => previous?.(),
  });

  return (
    <section
      ref={container}
      aria-label="Player"
      className="mx-auto flex min-h-[calc(100dvh-4rem)] max-w-7xl flex-col bg-black text-text"
    >
      <PlayerHeader
        heading={
          <h1 className="truncate text-sm font-bold sm:text-base">
            {title?.title ?? 'NEXUS Player'}
          </h1>
        }
        isTv={type === 'tv'}
        onBack={back}
        onPrevious={previous}
        onNext={next}
        id={id}
        type={type}
        vaultRecord={title?.record ?? null}
        isFullscreen={fullscreen.isFullscreen}
        onToggleFullscreen={fullscreen.toggle}
        shareUrl={shareUrl(type, id, selection)}
      />
      <PlayerBody player={player} onBack={back} />
    </section>
  );
}
