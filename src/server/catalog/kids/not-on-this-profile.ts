import { HttpError } from '@/server/http/errors';
import { PROFILE_ERROR_CODES, PROFILE_TEXTS } from '@/shared/profiles/profile-api';

/**
 * A title (or a person with no title for children) a kids profile asked for by id: 403
 * `not-on-this-profile`, whose message the page shows as it is (docs/product.md#profiles).
 */
export function notOnThisProfile(): HttpError {
  return new HttpError(403, PROFILE_ERROR_CODES.notOnThisProfile, PROFILE_TEXTS.notAvailable);
}
