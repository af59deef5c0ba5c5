import type { Kysely, Transaction } from 'kysely';
import type { NexusTables } from '@/server/db/database';
import type { RoomState, RoomTitle } from '@/shared/watch-together/room-schemas';

export type Db = Kysely<NexusTables> | Transaction<NexusTables>;

/** A room row with its numbers as numbers (Postgres answers bigint columns as text). */
export interface RoomRow {
  id: string;
  title: RoomTitle;
  provider: string;
  hostMemberId: string;
  playing: boolean;
  position: number;
  positionAt: number;
  seq: number;
  hostClientSeq: number | null;
  holdSince: number | null;
  holdPosition: number | null;
  emptySince: number | null;
  ended: number | null;
}

export interface MemberRow {
  id: string;
  roomId: string;
  userId: string;
  name: string;
  joined: number;
  leftAt: number | null;
  removedAt: number | null;
  buffering: boolean;
  connectedUntil: number;
}

const num = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/**
 * The room, or null. `lock` (Postgres only) holds its row until the transaction ends, so two
 * joins or commands of one room take their turns; SQLite runs one write at a time anyway.
 */
export async function readRoom(db: Db, roomId: string, lock = false): Promise<RoomRow | null> {
  let query = db.selectFrom('watch_room').selectAll().where('id', '=', roomId);
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    title: {
      type: row.title_type === 'tv' ? 'tv' : 'movie',
      id: Number(row.title_id),
      ...(row.season === null ? {} : { season: Number(row.season) }),
      ...(row.episode === null ? {} : { episode: Number(row.episode) }),
    },
    provider: row.provider,
    hostMemberId: row.host_member_id,
    playing: Boolean(Number(row.playing)),
    position: Number(row.position),
    positionAt: Number(row.position_at),
    seq: Number(row.seq),
    hostClientSeq: num(row.host_client_seq),
    holdSince: num(row.hold_since),
    holdPosition: num(row.hold_position),
    emptySince: num(row.empty_since),
    ended: num(row.ended),
  };
}

/** The room's members still in it (not left, not removed), the longest present first. */
export async function activeMembers(db: Db, roomId: string): Promise<MemberRow[]> {
  const rows = await db
    .selectFrom('watch_room_member')
    .selectAll()
    .where('room_id', '=', roomId)
    .where('left_at', 'is', null)
    .where('removed_at', 'is', null)
    .orderBy('joined')
    .orderBy('id')
    .execute();
  return rows.map(toMember);
}

/** This account's member row in this room, in it or not. */
export async function memberOf(db: Db, roomId: string, userId: string): Promise<MemberRow | null> {
  const row = await db
    .selectFrom('watch_room_member')
    .selectAll()
    .where('room_id', '=', roomId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ? toMember(row) : null;
}

function toMember(row: {
  id: string;
  room_id: string;
  user_id: string;
  name: string;
  joined: number;
  left_at: number | null;
  removed_at: number | null;
  buffering: number;
  connected_until: number;
}): MemberRow {
  return {
    id: row.id,
    roomId: row.room_id,
    userId: row.user_id,
    name: row.name,
    joined: Number(row.joined),
    leftAt: num(row.left_at),
    removedAt: num(row.removed_at),
    buffering: Boolean(Number(row.buffering)),
    connectedUntil: Number(row.connected_until),
  };
}

/** The room as a member sees it (`youAre`): never an account id, never an email. */
export function roomState(
  room: RoomRow,
  members: MemberRow[],
  youAre: string,
  now: number,
): RoomState {
  return {
    id: room.id,
    title: room.title,
    provider: room.provider,
    hostMemberId: room.hostMemberId,
    members: members.map((member) => ({
      id: member.id,
      name: member.name,
      isHost: member.id === room.hostMemberId,
      buffering: member.buffering,
      connected: member.connectedUntil > now,
    })),
    playback: {
      playing: room.playing,
      position: room.position,
      at: room.positionAt,
      seq: room.seq,
    },
    ended: room.ended !== null,
    youAre,
  };
}

/** Where the room's playback is at `now`, in seconds. */
export function positionNow(room: RoomRow, now: number): number {
  if (!room.playing || now <= room.positionAt) return room.position;
  return room.position + (now - room.positionAt) / 1000;
}
