/*
 * The codes of the room API's error answers (`{ error: { code, message } }`, the project's shape).
 * The server's messages stay English; the client shows a translated text chosen by the code. The
 * English texts are in docs/product.md#watch-together.
 */
export const ROOM_ERROR_CODES = {
  /** 404: no room for this link, code or id (unknown, expired, or not a member of it). */
  roomNotFound: 'room-not-found',
  /** 409: 8 members already. */
  roomFull: 'room-full',
  /** 410: the room has ended. */
  roomEnded: 'room-ended',
  /** 403: the host removed this account from the room; that invite no longer lets it in. */
  removed: 'removed',
  /** 403: a host's action by someone who is not the host; nothing changes. */
  notHost: 'not-host',
  /** 403: this device watches as a kids profile and the title is not for kids. */
  kidsNotAllowed: 'kids-not-allowed',
  /** 429: too many codes tried (Retry-After says when to try again). */
  tooManyTries: 'too-many-tries',
  /** 400: a body of the wrong shape. */
  badRequest: 'bad-request',
  /** 429: too many commands, reports or reactions, or too many open streams (Retry-After). */
  rateLimited: 'rate-limited',
  /** 404: accounts are off (AUTH_MODE=anonymous), the feature is not offered. */
  notOffered: 'not-offered',
} as const;

export type RoomErrorCode = (typeof ROOM_ERROR_CODES)[keyof typeof ROOM_ERROR_CODES];

/** The English texts the server sends (product.md lists the same ones). */
export const ROOM_ERROR_MESSAGES: Record<RoomErrorCode, string> = {
  'room-not-found': 'This watch-together link is unknown or has expired.',
  'room-full': 'This room is full: 8 people are already watching.',
  'room-ended': 'This room has ended.',
  removed: 'The host removed you from this room.',
  'not-host': 'Only the host can do this.',
  'kids-not-allowed': 'This title is not available on a kids profile.',
  'too-many-tries': 'Too many codes tried. Wait a few minutes and try again.',
  'bad-request': 'This request is not valid.',
  'rate-limited': 'Too many requests. Slow down a little.',
  'not-offered': 'Watch together needs accounts, which are off on this server.',
};
