import { PlayerOverlaySlot } from '@/client/features/player/components/player-overlay-slot';
import { MovieDetailPage } from '@/client/features/title/components/movie-detail-page';
import { useParams } from '@/client/lib/router/routes';
import { WatchTogetherInPlayer } from '../utils/watch-together-in-player';

/** `/movie/{id}`, a lazy chunk of its own; `?play=1` (or `?resume=1`) opens the player over it. */
export default function Route() {
  const { id } = useParams();
  return (
    <>
      <MovieDetailPage idParam={id} />
      <WatchTogetherInPlayer>
        <PlayerOverlaySlot type="movie" id={Number(id)} />
      </WatchTogetherInPlayer>
    </>
  );
}
