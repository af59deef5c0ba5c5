import { lazy, Suspense } from 'react';
import { isRoomTitle, useRoomStore } from '../hooks/room-store';
import { playerTarget, type RoomPlayer } from '../utils/room-player';

// The panel, the live connection and the sync load only once this tab is in a room.
const RoomInPlayer = lazy(() => import('./room-in-player'));

/** The room's panel beside a player showing the room's title; nothing otherwise. */
export function RoomPanelSlot({ player }: { player: RoomPlayer }) {
  const session = useRoomStore((s) => s.session);
  if (!session || !isRoomTitle(session.room.title, playerTarget(player))) return null;
  return (
    <Suspense fallback={null}>
      <RoomInPlayer player={player} />
    </Suspense>
  );
}
