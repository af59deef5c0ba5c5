import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { NexusTables } from '@/server/db/database';
import { ROOM_LIMITS } from '@/shared/watch-together/room-limits';
import type { CreateRoomBody, Invite, RoomState } from '@/shared/watch-together/room-schemas';
import type { RoomContext } from './room-context';
import { roomErrors } from './room-errors';
import { findInvite, replaceInvite } from './room-invites';
import {
  activeMembers,
  memberOf,
  readRoom,
  roomState,
  type MemberRow,
  type RoomRow,
} from './room-rows';

type Trx = Transaction<NexusTables>;

/** Who asks: the account, and the name its members show (profile, else account; never an email). */
export interface Asker {
  userId: string;
  name: string;
}

/** Runs `work` in one transaction, then tells the rooms it changed. */
async function changeRooms<T>(
  context: RoomContext,
  work: (trx: Trx, changed: Set<string>) => Promise<T>,
): Promise<T> {
  const changed = new Set<string>();
  const result = await context.db.transaction().execute((trx) => work(trx, changed));
  for (const roomId of changed) context.bus.publish(roomId, { kind: 'state' });
  return result;
}

/** The room and this account's membership in it; a non-member learns nothing of the room. */
export async function requireMember(
  context: RoomContext,
  db: RoomContext['db'] | Trx,
  roomId: string,
  userId: string,
  lock = false,
): Promise<{ room: RoomRow; member: MemberRow }> {
  const room = await readRoom(db, roomId, lock && context.postgres);
  if (!room) throw roomErrors.notFound();
  const member = await memberOf(db, roomId, userId);
  if (!member) throw roomErrors.notFound();
  if (member.removedAt !== null) throw roomErrors.removed();
  if (member.leftAt !== null) throw roomErrors.notFound();
  if (room.ended !== null) throw roomErrors.ended();
  return { room, member };
}

export function requireHost(room: RoomRow, member: MemberRow) {
  if (room.hostMemberId !== member.id) throw roomErrors.notHost();
}

/** The room's host becomes `memberId`, whose play commands start a fresh sequence. */
async function setHost(trx: Trx, roomId: string, memberId: string) {
  await trx
    .updateTable('watch_room')
    .set({ host_member_id: memberId, host_client_seq: null })
    .where('id', '=', roomId)
    .execute();
}

/**
 * Takes a member out of its room (left, or removed by the host): the longest-present guest still
 * connected becomes host if it was the host; with nobody left the idle end starts counting.
 */
async function depart(trx: Trx, room: RoomRow, member: MemberRow, now: number, removed: boolean) {
  await trx
    .updateTable('watch_room_member')
    .set({ left_at: now, removed_at: removed ? now : null, buffering: 0 })
    .where('id', '=', member.id)
    .execute();
  const remaining = await activeMembers(trx, room.id);
  if (remaining.length === 0) {
    await trx
      .updateTable('watch_room')
      .set({ empty_since: now })
      .where('id', '=', room.id)
      .execute();
    return;
  }
  if (room.hostMemberId !== member.id) return;
  const next = remaining.find((m) => m.connectedUntil > now) ?? remaining[0]!;
  await setHost(trx, room.id, next.id);
}

/** A member is in one room at a time: joining or creating leaves the others. */
async function leaveOtherRooms(
  context: RoomContext,
  trx: Trx,
  userId: string,
  exceptRoomId: string | null,
  changed: Set<string>,
) {
  const rows = await trx
    .selectFrom('watch_room_member')
    .select('room_id')
    .where('user_id', '=', userId)
    .where('left_at', 'is', null)
    .where('removed_at', 'is', null)
    .execute();
  const now = context.now();
  for (const { room_id: roomId } of rows) {
    if (roomId === exceptRoomId) continue;
    const room = await readRoom(trx, roomId, context.postgres);
    const member = room && (await memberOf(trx, roomId, userId));
    if (!room || !member) continue;
    await depart(trx, room, member, now, false);
    changed.add(roomId);
  }
}

async function stateOf(db: Trx | RoomContext['db'], roomId: string, youAre: string, now: number) {
  const room = (await readRoom(db, roomId))!;
  return roomState(room, await activeMembers(db, roomId), youAre, now);
}

export async function createRoom(
  context: RoomContext,
  asker: Asker,
  body: CreateRoomBody,
): Promise<{ room: RoomState; invite: Invite }> {
  return changeRooms(context, async (trx, changed) => {
    await leaveOtherRooms(context, trx, asker.userId, null, changed);
    const now = context.now();
    const roomId = randomUUID();
    const memberId = randomUUID();
    await trx
      .insertInto('watch_room')
      .values({
        id: roomId,
        title_type: body.title.type,
        title_id: body.title.id,
        season: body.title.season ?? null,
        episode: body.title.episode ?? null,
        provider: body.provider,
        host_member_id: memberId,
        playing: body.playing ? 1 : 0,
        position: body.position,
        position_at: now,
        created: now,
      })
      .execute();
    await trx
      .insertInto('watch_room_member')
      .values({
        id: memberId,
        room_id: roomId,
        user_id: asker.userId,
        name: asker.name,
        joined: now,
        connected_until: now,
      })
      .execute();
    const invite = await replaceInvite(trx, roomId, now);
    return { room: await stateOf(trx, roomId, memberId, now), invite };
  });
}

/**
 * Joins by a link's token or a typed code. `allowed` is the kids rule for the room's title,
 * asked before anything changes. A returning member gets its member id back.
 */
export async function joinRoom(
  context: RoomContext,
  asker: Asker,
  by: { token: string } | { code: string },
  allowed: (room: RoomRow) => Promise<boolean>,
): Promise<{ room: RoomState; memberId: string }> {
  const invite = await findInvite(context.db, by, context.now());
  if (!invite) throw roomErrors.notFound();
  const before = await readRoom(context.db, invite.roomId);
  if (!before) throw roomErrors.notFound();
  if (before.ended !== null) throw roomErrors.ended();
  if (!(await allowed(before))) throw roomErrors.kidsNotAllowed();

  return changeRooms(context, async (trx, changed) => {
    const now = context.now();
    const room = await readRoom(trx, invite.roomId, context.postgres);
    if (!room) throw roomErrors.notFound();
    if (room.ended !== null) throw roomErrors.ended();
    const existing = await memberOf(trx, room.id, asker.userId);
    if (existing?.removedAt != null && existing.removedAt >= invite.created) {
      throw roomErrors.removed();
    }
    const active = await activeMembers(trx, room.id);
    const already = existing !== null && active.some((m) => m.id === existing.id);
    if (!already) {
      // Members gone longer than `goneAfterMs` make way before the room counts as full.
      const present = active.filter((m) => m.connectedUntil >= now - ROOM_LIMITS.goneAfterMs);
      if (present.length >= ROOM_LIMITS.maxMembers) throw roomErrors.full();
      if (active.length >= ROOM_LIMITS.maxMembers) {
        const gone = active.filter((m) => !present.includes(m)).map((m) => m.id);
        await trx
          .updateTable('watch_room_member')
          .set({ left_at: now, buffering: 0 })
          .where('id', 'in', gone)
          .execute();
      }
    }
    await leaveOtherRooms(context, trx, asker.userId, room.id, changed);
    const memberId = existing?.id ?? randomUUID();
    if (existing) {
      await trx
        .updateTable('watch_room_member')
        .set({
          left_at: null,
          removed_at: null,
          name: asker.name,
          connected_until: Math.max(existing.connectedUntil, now),
        })
        .where('id', '=', memberId)
        .execute();
    } else {
      await trx
        .insertInto('watch_room_member')
        .values({
          id: memberId,
          room_id: room.id,
          user_id: asker.userId,
          name: asker.name,
          joined: now,
          connected_until: now,
        })
        .execute();
    }
    // A host who left an empty room is not there to host: the one who comes back is.
    const hostHere =
      active.some((m) => m.id === room.hostMemberId) || room.hostMemberId === memberId;
    await trx
      .updateTable('watch_room')
      .set({
        empty_since: null,
        ...(hostHere ? {} : { host_member_id: memberId, host_client_seq: null }),
      })
      .where('id', '=', room.id)
      .execute();
    changed.add(room.id);
    return { room: await stateOf(trx, room.id, memberId, now), memberId };
  });
}

/** GET of the room as this member sees it now. */
export async function readRoomState(context: RoomContext, roomId: string, userId: string) {
  const { member } = await requireMember(context, context.db, roomId, userId);
  return stateOf(context.db, roomId, member.id, context.now());
}

export async function newInvite(context: RoomContext, roomId: string, userId: string) {
  return context.db.transaction().execute(async (trx) => {
    const { room, member } = await requireMember(context, trx, roomId, userId, true);
    requireHost(room, member);
    return replaceInvite(trx, roomId, context.now());
  });
}

export async function leaveRoom(context: RoomContext, roomId: string, userId: string) {
  await changeRooms(context, async (trx, changed) => {
    const { room, member } = await requireMember(context, trx, roomId, userId, true);
    await depart(trx, room, member, context.now(), false);
    changed.add(roomId);
  });
}

/**
 * The host's act on another present member (removal, handing over): one transaction that finds
 * the member, or answers 'not found' as for any member it cannot see, then the room is told.
 */
async function hostActsOn(
  context: RoomContext,
  roomId: string,
  userId: string,
  memberId: string,
  act: (trx: Trx, room: RoomRow, target: MemberRow) => Promise<void>,
) {
  await changeRooms(context, async (trx, changed) => {
    const { room, member } = await requireMember(context, trx, roomId, userId, true);
    requireHost(room, member);
    const target = (await activeMembers(trx, roomId)).find((m) => m.id === memberId);
    if (!target) throw roomErrors.notFound();
    await act(trx, room, target);
    changed.add(roomId);
  });
}

/** The host's removal of a member: told 'removed', its stream closes, its invite no longer works. */
export async function removeMember(
  context: RoomContext,
  roomId: string,
  userId: string,
  memberId: string,
) {
  await hostActsOn(context, roomId, userId, memberId, async (trx, room, target) => {
    // The host leaves by 'Leave', not by removing itself.
    if (target.id === room.hostMemberId) throw roomErrors.notFound();
    await depart(trx, room, target, context.now(), true);
  });
  context.bus.publish(roomId, { kind: 'removed', memberId });
}

export async function handOverHost(
  context: RoomContext,
  roomId: string,
  userId: string,
  memberId: string,
) {
  await hostActsOn(context, roomId, userId, memberId, (trx, _room, target) =>
    setHost(trx, roomId, target.id),
  );
}

/** Ends the room now, by its host or (reason 'idle') by the sweep; true when this call ended it. */
export async function endRoom(
  context: RoomContext,
  roomId: string,
  reason: 'host-ended' | 'idle',
): Promise<boolean> {
  const result = await context.db
    .updateTable('watch_room')
    .set({ ended: context.now(), end_reason: reason, hold_since: null })
    .where('id', '=', roomId)
    .where('ended', 'is', null)
    .executeTakeFirst();
  await context.db.deleteFrom('watch_room_invite').where('room_id', '=', roomId).execute();
  if (Number(result.numUpdatedRows) === 0) return false;
  context.bus.publish(roomId, { kind: 'ended', ended: { reason } });
  return true;
}

export async function endRoomAsHost(context: RoomContext, roomId: string, userId: string) {
  const { room, member } = await requireMember(context, context.db, roomId, userId);
  requireHost(room, member);
  await endRoom(context, roomId, 'host-ended');
}
