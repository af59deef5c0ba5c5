import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ApiError } from '@/client/lib/api-client';
import { waitMessage } from '@/client/lib/wait-text';

/**
 * What the account page says for a failed call (two-factor, passkeys, devices): the answer's
 * code read as a message in the page's language, the English the same as the server's; a code
 * not known here keeps the server's own words on an English page, a general sentence elsewhere.
 */
export function accountErrorText(error: unknown, i18n: I18n): string {
  if (!(error instanceof Error)) return i18n._(msg`Unknown error`);
  if (!(error instanceof ApiError)) return error.message;
  switch (error.code) {
    case 'wrong-password':
      return i18n._(msg`That password is not right.`);
    case 'invalid-code':
      return i18n._(msg`That code is not right. Please try again.`);
    case 'invalid-backup-code':
      return i18n._(msg`That backup code is not right, or was used already.`);
    case 'too-many-requests':
      return i18n._(
        error.retryAfterS === undefined
          ? msg`Too many attempts. Please try again later.`
          : waitMessage('attempts', error.retryAfterS, i18n),
      );
    case 'network':
      return i18n._(msg`No network connectivity detected`);
    case 'timeout':
      return i18n._(msg`The request took too long.`);
  }
  // The server's English only on an English page; elsewhere it would be the one English line.
  return i18n.locale === 'en'
    ? error.message
    : i18n._(msg`Something went wrong. Please try again.`);
}
