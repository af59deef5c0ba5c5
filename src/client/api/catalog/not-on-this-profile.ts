import { ApiError } from '@/client/lib/api-client';
import { PROFILE_ERROR_CODES } from '@/shared/profiles/profile-api';

/**
 * The catalogue's 403 for a title (or a person) a kids profile may not see
 * (src/shared/catalog/kids-rule.ts): not a failure to retry, nothing to show.
 */
export const isNotOnThisProfile = (error: unknown) =>
  error instanceof ApiError && error.code === PROFILE_ERROR_CODES.notOnThisProfile;
