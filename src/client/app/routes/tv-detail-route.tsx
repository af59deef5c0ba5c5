import { PlayerOverlaySlot } from '@/client/features/player/components/player-overlay-slot';
import { TvDetailPage } from '@/client/features/title/components/tv-detail-page';
import { useParams } from '@/client/lib/router/routes';
import { WatchTogetherInPlayer } from '../utils/watch-together-in-player';

/** `/tv/{id}`, a lazy chunk of its own; `?play=1&season=S&episode=E` opens the player over it. */
export default function Route() {
  const { id } = useParams();
  return (
    <>
      <TvDetailPage idParam={id} />
      <WatchTogetherInPlayer>
        <PlayerOverlaySlot type="tv" id={Number(id)} />
      </WatchTogetherInPlayer>
    </>
  );
}
