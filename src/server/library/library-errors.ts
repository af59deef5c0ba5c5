import { HttpError } from '@/server/http/errors';
import { LIBRARY_ERROR_CODES } from '@/shared/library/library-api';
import { LIBRARY_LIMITS, STORED_ROWS_LIMIT, itemLimit } from '@/shared/library/library-limits';
import type { CountedKind } from '@/shared/library/library-keys';
import { valueTooLargeMessage } from '@/shared/library/library-ops';

/** The library's refusals, in the API's error shape (src/shared/library/library-api.ts). */
export const libraryErrors = {
  unauthorized: () => new HttpError(401, 'unauthorized', 'Please sign in to sync your library.'),
  batchTooLarge: () =>
    new HttpError(
      413,
      LIBRARY_ERROR_CODES.batchTooLarge,
      `A push may carry at most ${LIBRARY_LIMITS.batchOps} operations and ${LIBRARY_LIMITS.batchBytes / 1024 / 1024} MB.`,
    ),
  libraryFull: (kind: CountedKind) =>
    new HttpError(
      422,
      LIBRARY_ERROR_CODES.libraryFull,
      `A library keeps at most ${itemLimit(kind).toLocaleString('en')} ${KIND_NAMES[kind]}. Remove some you no longer need, then try again.`,
    ),
  tooManyStoredRows: () =>
    new HttpError(
      422,
      LIBRARY_ERROR_CODES.libraryFull,
      `Your library has recorded too many changes lately (${STORED_ROWS_LIMIT.toLocaleString('en')} kept). Old changes are forgotten after ${LIBRARY_LIMITS.tombstoneDays} days; until then, export your data from the account page to keep a copy.`,
    ),
  tooManyStoredBytes: () =>
    new HttpError(
      422,
      LIBRARY_ERROR_CODES.libraryFull,
      `Your library is full (${LIBRARY_LIMITS.storedBytes / 1024 / 1024} MB). Remove saved titles or history you no longer need, then try again.`,
    ),
  /** Protocol 2: one operation whose value is too big, named as the schema names it. */
  valueTooLarge: (problem: string) =>
    new HttpError(422, LIBRARY_ERROR_CODES.valueTooLarge, valueTooLargeMessage(problem)),
  unsupportedProtocol: () =>
    new HttpError(
      400,
      LIBRARY_ERROR_CODES.unsupportedProtocol,
      'This server does not speak that library protocol. Please reload the page.',
    ),
  profileImageTooLarge: () =>
    new HttpError(
      422,
      LIBRARY_ERROR_CODES.profileImageTooLarge,
      `The profile image may be at most ${LIBRARY_LIMITS.profileImageBytes / 1024} KB.`,
    ),
  tooManyRequests: (retryAfterS: number, what = 'sync requests') =>
    new HttpError(
      429,
      LIBRARY_ERROR_CODES.tooManyRequests,
      `Too many ${what}. Please wait ${retryAfterS} seconds.`,
      { 'retry-after': String(retryAfterS) },
    ),
};

const KIND_NAMES: Record<CountedKind, string> = {
  vault: 'saved titles',
  progress: 'progress records',
  history: 'history entries',
  'continue-removed': 'titles removed from Continue Watching',
  watched: 'watched marks',
  rating: 'ratings',
};
