import { HttpError } from '@/server/http/errors';
import { NOTICES_ERROR_CODES } from '@/shared/notices/notices-api';

/** The notices' refusals, in the API's error shape; the client words them by their code. */
export const noticesErrors = {
  unauthorized: () => new HttpError(401, 'unauthorized', 'Please sign in for new-episode notices.'),
  tooManyRequests: (retryAfterS: number) =>
    new HttpError(
      429,
      'too-many-requests',
      `Too many requests. Please wait ${retryAfterS} seconds.`,
      {
        'retry-after': String(retryAfterS),
      },
    ),
  taken: () =>
    new HttpError(
      409,
      NOTICES_ERROR_CODES.badSubscription,
      'This push subscription belongs to another account. Subscribe this browser again.',
    ),
};
