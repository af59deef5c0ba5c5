import { useParams } from 'react-router';
import { PagePlaceholder } from '@/client/components/ui/page-placeholder';
import { PlayerOverlaySlot } from '@/client/features/player/components/player-overlay-slot';

export default function Route() {
  const { id } = useParams();
  return (
    <>
      <PagePlaceholder title="MOVIE DETAIL" />
      <PlayerOverlaySlot type="movie" id={Number(id)} />
    </>
  );
}
