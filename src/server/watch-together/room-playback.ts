import type { Transaction } from 'kysely';
import type { NexusTables } from '@/server/db/database';
import { ROOM_LIMITS } from '@/shared/watch-together/room-limits';
import type {
  CommandAnswer,
  CommandBody,
  ReportBody,
  RoomAction,
  RoomCommand,
} from '@/shared/watch-together/room-schemas';
import type { RoomContext } from './room-context';
import { requireHost, requireMember } from './room-membership';
import { activeMembers, positionNow, readRoom, type RoomRow } from './room-rows';

type Trx = Transaction<NexusTables>;

/** What the server itself sends, as `by`: the buffering hold and its release. */
const SERVER_MEMBER = 'server';

/**
 * A host's report moves the room only when it says something new: another play state, or a
 * position this far from where the room should be (embedded players report roughly).
 */
const REPORT_DRIFT_S = 1;
/** Reports sent before a command took effect still describe the old playback: not taken. */
const REPORT_SETTLE_MS = 1_000;

/**
 * Numbers the command (the room's next seq: the row is locked, or SQLite writes alone, so two
 * concurrent commands get two numbers in the order they are stored) and schedules it `lead` ms
 * ahead, when every member applies it at once.
 */
async function issue(
  trx: Trx,
  room: RoomRow,
  action: RoomAction,
  position: number,
  now: number,
  by: string,
  extra: {
    host_client_seq?: number | null;
    hold_since?: number | null;
    hold_position?: number | null;
  },
): Promise<RoomCommand> {
  const seq = room.seq + 1;
  const at = now + ROOM_LIMITS.commandLeadMs;
  const playing = action === 'play' ? true : action === 'pause' ? false : room.playing;
  await trx
    .updateTable('watch_room')
    .set({ seq, playing: playing ? 1 : 0, position, position_at: at, ...extra })
    .where('id', '=', room.id)
    .execute();
  return { seq, action, position, at, by };
}

/**
 * The host's play, pause or seek. A command the host sends again (the same client `seq`, say
 * after a lost answer) is answered with the last one and applied once.
 */
export async function applyCommand(
  context: RoomContext,
  roomId: string,
  userId: string,
  body: CommandBody,
): Promise<CommandAnswer> {
  const result = await context.db.transaction().execute(async (trx) => {
    const { room, member } = await requireMember(context, trx, roomId, userId, true);
    requireHost(room, member);
    if (body.seq !== undefined && room.hostClientSeq !== null && body.seq <= room.hostClientSeq) {
      return { answer: { seq: room.seq, at: room.positionAt }, command: null };
    }
    // A hold exists only while the host's last intent is 'play' (it starts on a playing room and
    // any pause or play of the host ends it), so its release never overrules the host: a pause
    // ends it paused, a play ends it playing, and a seek keeps it, to resume from the new second.
    const held = room.holdSince !== null && body.action === 'seek';
    const command = await issue(trx, room, body.action, body.position, context.now(), member.id, {
      host_client_seq: body.seq ?? room.hostClientSeq,
      hold_since: held ? room.holdSince : null,
      hold_position: held ? body.position : null,
    });
    return { answer: { seq: command.seq, at: command.at }, command };
  });
  if (result.command) context.bus.publish(roomId, { kind: 'command', command: result.command });
  return result.answer;
}

/**
 * A member's report. The host's is the room's position (all an embedded provider allows); a
 * guest who starts buffering while the room plays holds it: the server pauses everyone, and
 * resumes at the held second when nobody buffers any more (or `bufferingHoldMs` later: the sweep).
 */
export async function applyReport(
  context: RoomContext,
  roomId: string,
  userId: string,
  body: ReportBody,
) {
  const told = await context.db.transaction().execute(async (trx) => {
    const { room, member } = await requireMember(context, trx, roomId, userId, true);
    const now = context.now();
    let state = false;
    let command: RoomCommand | null = null;
    if (member.buffering !== body.buffering) {
      state = true;
      await trx
        .updateTable('watch_room_member')
        .set({ buffering: body.buffering ? 1 : 0 })
        .where('id', '=', member.id)
        .execute();
    }
    const isHost = room.hostMemberId === member.id;
    if (!isHost && body.buffering && !member.buffering && room.playing && room.holdSince === null) {
      const held = positionNow(room, now);
      command = await issue(trx, room, 'pause', held, now, SERVER_MEMBER, {
        hold_since: now,
        hold_position: held,
      });
    } else if (!body.buffering && member.buffering && room.holdSince !== null) {
      command = await releaseIfReady(trx, room, now, false);
    } else if (isHost && room.holdSince === null && now >= room.positionAt + REPORT_SETTLE_MS) {
      const drift = Math.abs(positionNow(room, now) - body.position);
      if (body.playing !== room.playing || drift > REPORT_DRIFT_S) {
        await trx
          .updateTable('watch_room')
          .set({ playing: body.playing ? 1 : 0, position: body.position, position_at: now })
          .where('id', '=', room.id)
          .execute();
        state = true;
      }
    }
    return { state, command };
  });
  if (told.command) context.bus.publish(roomId, { kind: 'command', command: told.command });
  if (told.state) context.bus.publish(roomId, { kind: 'state' });
}

/** Resumes a held room when nobody buffers, or when `force` (the hold has lasted its 10 s). */
async function releaseIfReady(trx: Trx, room: RoomRow, now: number, force: boolean) {
  if (room.holdSince === null) return null;
  if (!force && (await activeMembers(trx, room.id)).some((m) => m.buffering)) return null;
  return issue(trx, room, 'play', room.holdPosition ?? room.position, now, SERVER_MEMBER, {
    hold_since: null,
    hold_position: null,
  });
}

/** The sweep's part: a hold older than `bufferingHoldMs` ends, whoever still buffers. */
export async function releaseStaleHold(context: RoomContext, roomId: string) {
  const command = await context.db.transaction().execute(async (trx) => {
    const room = await readRoom(trx, roomId, context.postgres);
    const now = context.now();
    if (!room || room.ended !== null || room.holdSince === null) return null;
    if (now - room.holdSince < ROOM_LIMITS.bufferingHoldMs) return null;
    return releaseIfReady(trx, room, now, true);
  });
  if (command) context.bus.publish(roomId, { kind: 'command', command });
}
