import { ApiError } from '@/client/lib/api-client';
import { PROFILE_ERROR_CODES as CODES, PROFILE_TEXTS } from '@/shared/profiles/profile-api';

/** What a screen says for a failed profiles call: the contract's texts, else the server's words. */
export function profileErrorText(error: unknown): string {
  if (!(error instanceof ApiError)) return 'Something went wrong. Please try again.';
  switch (error.code) {
    case CODES.wrongPin:
      return PROFILE_TEXTS.wrongPin;
    case CODES.pinWait:
      return PROFILE_TEXTS.tooManyTries;
    case CODES.pinLocked:
      return `This PIN is locked after too many tries. Use '${PROFILE_TEXTS.forgotPin}' to remove it.`;
    case CODES.nameTaken:
      return PROFILE_TEXTS.nameTaken;
    case CODES.tooMany:
      return PROFILE_TEXTS.upToFive;
    case CODES.wrongPassword:
      return 'Wrong password';
    case CODES.pinToAdd:
      return "Adding a profile needs the main profile's PIN.";
  }
  if (error.status === 0) return 'No connection. Check your connection and try again.';
  return error.message;
}
