import { HttpError } from '@/server/http/errors';
import {
  ROOM_ERROR_CODES,
  ROOM_ERROR_MESSAGES,
  type RoomErrorCode,
} from '@/shared/watch-together/room-error-codes';

const STATUS: Record<RoomErrorCode, number> = {
  'room-not-found': 404,
  'room-full': 409,
  'room-ended': 410,
  removed: 403,
  'not-host': 403,
  'kids-not-allowed': 403,
  'too-many-tries': 429,
  'bad-request': 400,
  'rate-limited': 429,
  'not-offered': 404,
};

/** A refusal of the room API, in the project's error shape with the protocol's English text. */
export function roomError(code: RoomErrorCode, retryAfterS?: number): HttpError {
  const headers: Record<string, string> =
    retryAfterS === undefined ? {} : { 'retry-after': String(Math.max(1, Math.ceil(retryAfterS))) };
  return new HttpError(STATUS[code], code, ROOM_ERROR_MESSAGES[code], headers);
}

export const roomErrors = {
  notFound: () => roomError(ROOM_ERROR_CODES.roomNotFound),
  full: () => roomError(ROOM_ERROR_CODES.roomFull),
  ended: () => roomError(ROOM_ERROR_CODES.roomEnded),
  removed: () => roomError(ROOM_ERROR_CODES.removed),
  notHost: () => roomError(ROOM_ERROR_CODES.notHost),
  kidsNotAllowed: () => roomError(ROOM_ERROR_CODES.kidsNotAllowed),
  tooManyTries: (retryAfterS: number) => roomError(ROOM_ERROR_CODES.tooManyTries, retryAfterS),
  rateLimited: (retryAfterS: number) => roomError(ROOM_ERROR_CODES.rateLimited, retryAfterS),
  unauthorized: () => new HttpError(401, 'unauthorized', 'Please sign in to watch together.'),
  tooLarge: () => new HttpError(413, ROOM_ERROR_CODES.badRequest, 'This request is too large.'),
};
