import type { JoinRoomAnswer, JoinRoomBody } from '@/shared/watch-together/room-schemas';
import { joinRoom } from '../api/join-room';
import { roomActions } from '../hooks/room-store';

// One join per link at a time: a page that mounts twice (React's strict mode, a quick reload of
// the route) asks once and both get the same answer.
const joining = new Map<string, Promise<JoinRoomAnswer>>();

/** Joins by a token or a code and makes it this tab's room; resolves with the room. */
export async function joinAndOpen(body: JoinRoomBody): Promise<JoinRoomAnswer> {
  const key = 'token' in body ? `t:${body.token}` : `c:${body.code}`;
  let pending = joining.get(key);
  if (!pending) {
    pending = joinRoom(body);
    joining.set(key, pending);
    void pending.finally(() => joining.delete(key)).catch(() => {});
  }
  const answer = await pending;
  roomActions.start(answer.room, answer.memberId, null);
  return answer;
}

/** The player page of a room's title (the episode for a series). */
export function roomWatchTarget(answer: JoinRoomAnswer) {
  const { title } = answer.room;
  return {
    type: title.type,
    id: title.id,
    selection: { season: title.season ?? 1, episode: title.episode ?? 1 },
  };
}
