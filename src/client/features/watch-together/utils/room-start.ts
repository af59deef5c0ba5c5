import { isRoomTitle, useRoomStore } from '../hooks/room-store';
import { expectedPosition } from './sync-plan';

/**
 * The second a player opens at when this tab's room is about its title: where the host is now
 * (by this device's clock; the sync or 'Jump to host' closes the rest). Undefined otherwise.
 */
export function roomStartFor(target: {
  type: 'movie' | 'tv';
  id: number;
  season: number;
  episode: number;
}): number | undefined {
  const session = useRoomStore.getState().session;
  if (!session || !isRoomTitle(session.room.title, target)) return undefined;
  return Math.floor(expectedPosition(session.room.playback, Date.now()));
}
