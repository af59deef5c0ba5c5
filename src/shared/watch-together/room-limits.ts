/*
 * The room's numbers, one place so the server enforces and the client shows the same ones
 * (docs/product.md#watch-together).
 */
export const ROOM_LIMITS = {
  /** Members at once, host included. */
  maxMembers: 8,
  /** An invite's link and code work this long (a host asks for a fresh pair after). */
  inviteTtlMs: 10 * 60_000,
  /** The code: 8 characters of `CODE_ALPHABET`. */
  codeLength: 8,
  /** Bytes of randomness in a link's token (base64url, 22 characters: 128 bits). */
  tokenBytes: 16,
  /** A room ends this long after its last member left. */
  idleEndMs: 10 * 60_000,
  /** A member whose stream has been closed longer than this counts as gone. */
  goneAfterMs: 30_000,
  /** Commands are applied this far in the future, so every member applies them together. */
  commandLeadMs: 300,
  /** A guest's buffering holds the room at most this long. */
  bufferingHoldMs: 10_000,
  /** Members report their position this often (and on every change). */
  reportEveryMs: 2_000,
  /** A reaction is shown this long. */
  reactionShowMs: 3_000,
  /** Code tries per account: `joinCodeTries` per `joinCodeWindowMs`. */
  joinCodeTries: 10,
  joinCodeWindowMs: 10 * 60_000,
  /** The longest position a member may send or a command carry, in seconds (48 hours). */
  maxPositionSeconds: 48 * 3600,
  /** The longest provider name. */
  providerMaxLength: 40,
} as const;

/** The code's letters: no 0/O, 1/I/L, so a code read off a TV is typed right. */
export const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/**
 * The sync rule the demo stream's client follows (decision 0035), in seconds: within
 * `driftIgnore` nothing; within `driftRate` the playback rate nudges (`rateSlow`/`rateFast`) until
 * within `driftSettle`; beyond it, a seek. Embedded providers offer 'Jump to host' past
 * `embeddedJump`.
 */
export const SYNC_RULE = {
  driftIgnore: 0.15,
  driftSettle: 0.1,
  driftRate: 2,
  rateSlow: 0.95,
  rateFast: 1.05,
  embeddedJump: 5,
  /** Clock samples taken at join (and again every `resampleEveryMs`). */
  clockSamples: 6,
  resampleEveryMs: 60_000,
} as const;

/** The reactions one may send: a fixed set, nothing free-text (nothing to moderate). */
export const REACTIONS = ['👍', '😂', '😮', '😢', '❤️', '🎉'] as const;
export type Reaction = (typeof REACTIONS)[number];
