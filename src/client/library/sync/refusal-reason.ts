import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { pageI18n } from '@/client/i18n/page-language';
import { LIBRARY_ERROR_CODES } from '@/shared/library/library-api';

/** The reasons the account gives for refusing a change, in words of ours, by their code. */
const REASONS: Record<string, MessageDescriptor> = {
  [LIBRARY_ERROR_CODES.libraryFull]: msg({
    message: 'Your library is full. Remove some titles you no longer need, then try again.',
    comment: 'Why the account refused a library change',
  }),
  [LIBRARY_ERROR_CODES.valueTooLarge]: msg({
    message: 'The item is too large to save.',
    comment: 'Why the account refused a library change',
  }),
};

/**
 * Why the account refused a change. An English page shows the server's own text, which names the
 * limit; another language a translation chosen by the answer's code, and the server's text when
 * the code is not one we know.
 */
export function refusalReason(error: { code: string; message: string } | undefined): string {
  if (!error) return pageI18n._(msg`The server refused it.`);
  const reason = REASONS[error.code];
  return reason && pageI18n.locale !== 'en' ? pageI18n._(reason) : error.message;
}
