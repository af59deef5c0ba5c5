import * as v from 'valibot';
import { CODE_ALPHABET, REACTIONS, ROOM_LIMITS } from './room-limits';

/*
 * The watch-together protocol (issue 35, decision 0035): what the client sends and what the server
 * answers or streams. One source for both sides, as the library's push does: the server checks
 * every body with these (http/validate.ts takes any Standard Schema), the client parses every
 * answer and event with them.
 */

const positiveInt = v.pipe(v.number(), v.safeInteger(), v.minValue(1));
/** A second of the title, 0 up to 48 hours. */
const position = v.pipe(
  v.number(),
  v.finite(),
  v.minValue(0),
  v.maxValue(ROOM_LIMITS.maxPositionSeconds),
);
/** A moment on the server's clock, ms since the epoch. */
const serverMs = v.pipe(v.number(), v.safeInteger(), v.minValue(0));
const id = v.pipe(v.string(), v.minLength(1), v.maxLength(64));

const roomTitleSchema = v.object({
  type: v.picklist(['movie', 'tv']),
  id: positiveInt,
  season: v.optional(v.pipe(v.number(), v.safeInteger(), v.minValue(0), v.maxValue(1000))),
  episode: v.optional(v.pipe(v.number(), v.safeInteger(), v.minValue(0), v.maxValue(100_000))),
});
export type RoomTitle = v.InferOutput<typeof roomTitleSchema>;

const roomActionSchema = v.picklist(['play', 'pause', 'seek']);
export type RoomAction = v.InferOutput<typeof roomActionSchema>;

const reactionSchema = v.picklist(REACTIONS);

// ---- Requests ----

export const createRoomBodySchema = v.object({
  title: roomTitleSchema,
  position,
  playing: v.boolean(),
  /** The player's source: 'demo' (the stream NEXUS controls) or an embedded provider's id. */
  provider: v.pipe(v.string(), v.minLength(1), v.maxLength(ROOM_LIMITS.providerMaxLength)),
});
export type CreateRoomBody = v.InferOutput<typeof createRoomBodySchema>;

/** A link's token: base64url of 16 or more random bytes. */
const inviteTokenSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{22,64}$/));

/** What a person types: case, spaces and dashes do not matter (`normalizeRoomCode`). */
const roomCodeInputSchema = v.pipe(v.string(), v.minLength(1), v.maxLength(32));

export const joinRoomBodySchema = v.union([
  v.object({ token: inviteTokenSchema }),
  v.object({ code: roomCodeInputSchema }),
]);
export type JoinRoomBody = v.InferOutput<typeof joinRoomBodySchema>;

export const commandBodySchema = v.object({
  action: roomActionSchema,
  position,
  /** The client's own number for the command, echoed nowhere; the server numbers commands. */
  seq: v.optional(v.pipe(v.number(), v.safeInteger(), v.minValue(0))),
});
export type CommandBody = v.InferOutput<typeof commandBodySchema>;

export const reportBodySchema = v.object({
  position,
  playing: v.boolean(),
  buffering: v.boolean(),
});
export type ReportBody = v.InferOutput<typeof reportBodySchema>;

export const reactionBodySchema = v.object({ emoji: reactionSchema });

export const memberBodySchema = v.object({ memberId: id });

// ---- Answers and events ----

export const serverTimeAnswerSchema = v.object({ serverTime: serverMs });
export type ServerTimeAnswer = v.InferOutput<typeof serverTimeAnswerSchema>;

const roomMemberSchema = v.object({
  id,
  /** The member's profile name, else the account's name; never an email. */
  name: v.string(),
  isHost: v.boolean(),
  buffering: v.boolean(),
  /** Whether the member's event stream is open now. */
  connected: v.boolean(),
});
export type RoomMember = v.InferOutput<typeof roomMemberSchema>;

const roomPlaybackSchema = v.object({
  playing: v.boolean(),
  /** The position (seconds) at the server moment `at`; while playing it moves on 1 s per s. */
  position,
  at: serverMs,
  /** The last command's number (0 before any). */
  seq: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
});
export type RoomPlayback = v.InferOutput<typeof roomPlaybackSchema>;

export const roomStateSchema = v.object({
  id,
  title: roomTitleSchema,
  provider: v.string(),
  hostMemberId: id,
  members: v.array(roomMemberSchema),
  playback: roomPlaybackSchema,
  ended: v.boolean(),
  /** The member id of whoever this state was sent to. */
  youAre: id,
});
export type RoomState = v.InferOutput<typeof roomStateSchema>;

export const inviteSchema = v.object({
  token: inviteTokenSchema,
  /** 8 characters of CODE_ALPHABET. */
  code: v.pipe(v.string(), v.length(ROOM_LIMITS.codeLength)),
  expiresAt: serverMs,
});
export type Invite = v.InferOutput<typeof inviteSchema>;

export const createRoomAnswerSchema = v.object({ room: roomStateSchema, invite: inviteSchema });
export type CreateRoomAnswer = v.InferOutput<typeof createRoomAnswerSchema>;

export const joinRoomAnswerSchema = v.object({ room: roomStateSchema, memberId: id });
export type JoinRoomAnswer = v.InferOutput<typeof joinRoomAnswerSchema>;

export const commandAnswerSchema = v.object({ seq: positiveInt, at: serverMs });
export type CommandAnswer = v.InferOutput<typeof commandAnswerSchema>;

export const roomCommandSchema = v.object({
  seq: positiveInt,
  action: roomActionSchema,
  position,
  /** The server moment at which every member applies it. */
  at: serverMs,
  /** The member who sent it (the host; the server itself holds for buffering: `by` is 'server'). */
  by: id,
});
export type RoomCommand = v.InferOutput<typeof roomCommandSchema>;

export const roomReactionSchema = v.object({ memberId: id, emoji: reactionSchema, at: serverMs });
export type RoomReaction = v.InferOutput<typeof roomReactionSchema>;

export const roomEndedSchema = v.object({ reason: v.picklist(['host-ended', 'idle']) });
export type RoomEnded = v.InferOutput<typeof roomEndedSchema>;

/** 'ab-cd 23ef' → 'ABCD23EF'; null when what is left is not a code. */
export function normalizeRoomCode(input: string): string | null {
  const code = input.replace(/[\s-]/g, '').toUpperCase();
  if (code.length !== ROOM_LIMITS.codeLength) return null;
  for (const char of code) if (!CODE_ALPHABET.includes(char)) return null;
  return code;
}
