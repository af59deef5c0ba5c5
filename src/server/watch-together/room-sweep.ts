import type { ExpressionBuilder } from 'kysely';
import type { NexusTables } from '@/server/db/database';
import { ROOM_LIMITS } from '@/shared/watch-together/room-limits';
import type { RoomContext } from './room-context';
import { endRoom } from './room-membership';
import { releaseStaleHold } from './room-playback';

/** An ended room is forgotten this long after it ended (its members and invite with it). */
const FORGET_ENDED_MS = 24 * 60 * 60_000;
/** One sweep looks at this many rooms of each kind at most (the next sweep takes the rest). */
const BATCH = 200;

type RoomScope = ExpressionBuilder<NexusTables, 'watch_room'>['selectFrom'];

/** A member still there: in the room, its stream closed no longer than 30 s ago (or open). */
const present = (selectFrom: RoomScope, now: number) =>
  selectFrom('watch_room_member as m')
    .select('m.id')
    .whereRef('m.room_id', '=', 'watch_room.id')
    .where('m.left_at', 'is', null)
    .where('m.removed_at', 'is', null)
    .where('m.connected_until', '>=', now - ROOM_LIMITS.goneAfterMs);

/** Up to a batch of rooms not ended whose idle clock or buffering hold started by `before`. */
const openRoomsSince = (
  db: RoomContext['db'],
  clock: 'empty_since' | 'hold_since',
  before: number,
) =>
  db
    .selectFrom('watch_room')
    .select('id')
    .where('ended', 'is', null)
    .where(clock, '<=', before)
    .limit(BATCH)
    .execute();

/**
 * What no single request triggers, kept in the database so it works on any server and after a
 * restart (every server sweeps; each step is a compare-and-set, so two sweeps do it once):
 * - a room whose members are all gone starts its idle clock (`empty_since`), one with somebody
 *   back stops it, and one empty for `idleEndMs` ends ('idle');
 * - a buffering hold older than `bufferingHoldMs` resumes;
 * - expired invites and rooms ended a day ago are deleted, so storage stays bounded.
 */
export async function sweepRooms(context: RoomContext) {
  const { db } = context;
  const now = context.now();
  await db
    .updateTable('watch_room')
    .set({ empty_since: now })
    .where('ended', 'is', null)
    .where('empty_since', 'is', null)
    .where(({ not, exists, selectFrom }) => not(exists(present(selectFrom, now))))
    .execute();
  await db
    .updateTable('watch_room')
    .set({ empty_since: null })
    .where('ended', 'is', null)
    .where('empty_since', 'is not', null)
    .where(({ exists, selectFrom }) => exists(present(selectFrom, now)))
    .execute();

  const idle = await openRoomsSince(db, 'empty_since', now - ROOM_LIMITS.idleEndMs);
  for (const { id } of idle) await endRoom(context, id, 'idle');
  const held = await openRoomsSince(db, 'hold_since', now - ROOM_LIMITS.bufferingHoldMs);
  for (const { id } of held) await releaseStaleHold(context, id);

  await db.deleteFrom('watch_room_invite').where('expires', '<', now).execute();
  const forgotten = await db
    .selectFrom('watch_room')
    .select('id')
    .where('ended', '<', now - FORGET_ENDED_MS)
    .limit(BATCH)
    .execute();
  const ids = forgotten.map((row) => row.id);
  if (ids.length > 0) {
    await db.deleteFrom('watch_room_member').where('room_id', 'in', ids).execute();
    await db.deleteFrom('watch_room').where('id', 'in', ids).execute();
  }
}
