import { HttpError } from '@/server/http/errors';
import { PROFILE_ERROR_CODES as CODES, PROFILE_TEXTS } from '@/shared/profiles/profile-api';

/** The profiles' error answers, in the API's one error shape (docs/product.md#profiles). */
export const profileErrors = {
  unauthorized: () => new HttpError(401, 'unauthorized', 'Please sign in to use profiles.'),
  notFound: () => new HttpError(404, CODES.notFound, 'There is no such profile in this account.'),
  nameTaken: () => new HttpError(409, CODES.nameTaken, PROFILE_TEXTS.nameTaken),
  tooMany: () => new HttpError(409, CODES.tooMany, PROFILE_TEXTS.upToFive),
  wrongPin: () => new HttpError(403, CODES.wrongPin, PROFILE_TEXTS.wrongPin),
  pinWait: (retryAfterS: number) =>
    new HttpError(429, CODES.pinWait, PROFILE_TEXTS.tooManyTries, {
      'retry-after': String(retryAfterS),
    }),
  pinLocked: () =>
    new HttpError(
      423,
      CODES.pinLocked,
      'This PIN is locked after too many wrong tries. Use Forgot PIN? with the account password.',
    ),
  wrongPassword: () => new HttpError(403, CODES.wrongPassword, 'That password is not right.'),
  kidsProfile: () =>
    new HttpError(403, CODES.kidsProfile, 'A kids profile cannot do this. Ask a grown-up.'),
  profileLocked: () => new HttpError(403, CODES.profileLocked, PROFILE_TEXTS.enterPin),
  profileChanged: () =>
    new HttpError(
      409,
      CODES.profileChanged,
      'This device now watches as another profile. Reload to continue.',
    ),
  firstProfile: (what: string) => new HttpError(400, CODES.firstProfile, what),
  pinToAdd: () =>
    new HttpError(403, CODES.pinToAdd, 'Adding a profile needs the main profile’s PIN.'),
};
