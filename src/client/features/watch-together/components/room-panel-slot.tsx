import { lazy, Suspense, useEffect } from 'react';
import { isRoomTitle, useRoomStore } from '../hooks/room-store';
import { playerTarget, type RoomPlayer } from '../utils/room-player';
import { keptRoom } from '../utils/room-tab-record';

// The panel, the live connection and the sync load only once this tab is in a room.
const RoomInPlayer = lazy(() => import('./room-in-player'));

/** The room's panel beside a player showing the room's title; nothing otherwise. */
export function RoomPanelSlot({ player }: { player: RoomPlayer }) {
  const session = useRoomStore((s) => s.session);
  // After a reload this tab may have a room to go back to (room-resume.ts): its code loads
  // only then.
  useEffect(() => {
    if (keptRoom()) void import('../utils/room-resume').then((module) => module.resumeRoom());
  }, []);
  if (!session || !isRoomTitle(session.room.title, playerTarget(player))) return null;
  return (
    <Suspense fallback={null}>
      <RoomInPlayer player={player} />
    </Suspense>
  );
}
