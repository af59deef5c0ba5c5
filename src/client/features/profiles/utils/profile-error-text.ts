import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ApiError } from '@/client/lib/api-client';
import { PROFILE_ERROR_CODES as CODES } from '@/shared/profiles/profile-api';
import { profileTexts } from './profile-texts';

/**
 * What a screen says for a failed profiles call: the contract's texts in the page's language,
 * else the server's words on an English page and a general sentence in another language.
 */
export function profileErrorText(error: unknown, i18n: I18n): string {
  if (!(error instanceof ApiError)) return i18n._(msg`Something went wrong. Please try again.`);
  switch (error.code) {
    case CODES.wrongPin:
      return i18n._(profileTexts.wrongPin);
    case CODES.pinWait:
      return i18n._(profileTexts.tooManyTries);
    case CODES.pinLocked: {
      // The quotes go with the label: an apostrophe in the message would quote in ICU.
      const forgot = `'${i18n._(profileTexts.forgotPin)}'`;
      return i18n._(
        msg({
          message: `This PIN is locked after too many tries. Use ${forgot} to remove it.`,
          comment: "{forgot} is the 'Forgot PIN?' button's label, in quotes",
        }),
      );
    }
    case CODES.nameTaken:
      return i18n._(profileTexts.nameTaken);
    case CODES.tooMany:
      return i18n._(profileTexts.upToFive);
    case CODES.wrongPassword:
      return i18n._(msg`Wrong password`);
    case CODES.pinToAdd:
      return i18n._(msg`Adding a profile needs the main profile's PIN.`);
    // Said by this browser's own profiles (api/local-profiles.ts), accounts off.
    case 'storage-full':
      return i18n._(msg`Your browser storage is full, so nothing was saved.`);
  }
  if (error.status === 0) return i18n._(msg`No connection. Check your connection and try again.`);
  // The server's English only on an English page; elsewhere it would be the one English line.
  return i18n.locale === 'en'
    ? error.message
    : i18n._(msg`Something went wrong. Please try again.`);
}
