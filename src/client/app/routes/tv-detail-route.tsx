import { useParams } from 'react-router';
import { PagePlaceholder } from '@/client/components/ui/page-placeholder';
import { PlayerOverlaySlot } from '@/client/features/player/components/player-overlay-slot';

export default function Route() {
  const { id } = useParams();
  return (
    <>
      <PagePlaceholder title="TV DETAIL" />
      <PlayerOverlaySlot type="tv" id={Number(id)} />
    </>
  );
}
