import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ApiError } from '@/client/lib/api-client';
import { isWaitAnswer, waitMessage } from '@/client/lib/wait-text';

/**
 * The failures a title lookup can answer, by the answer's code, in the interface's language;
 * each English text is the one the client or server writes for that code.
 */
const failures = new Map<string, MessageDescriptor>([
  ['network', msg`No network connectivity detected`],
  ['timeout', msg`The request took too long.`],
  ['bad-response', msg`The server answered in an unexpected shape.`],
  ['internal', msg`Something went wrong. Please try again.`],
  ['bad-request', msg`The request could not be read.`],
  ['invalid-origin', msg`This request did not come from this site.`],
  ['catalog-busy', msg`The movie database is busy. Please try again shortly.`],
  ['catalog-unavailable', msg`The movie database is not available: the server key was rejected.`],
]);

/**
 * Why the lookup failed: a translated text for a known code, else the error's own words on an
 * English page (the server's English) and a general sentence in another language.
 */
export function lookupFailureText(error: unknown, i18n: I18n): string {
  // The catalogue's limit (the import already waited and tried again): how long to wait now.
  if (isWaitAnswer(error)) return i18n._(waitMessage('catalogue', error.retryAfterS, i18n));
  const known = error instanceof ApiError ? failures.get(error.code) : undefined;
  if (known) return i18n._(known);
  if (i18n.locale !== 'en') return i18n._(failures.get('internal')!);
  return error instanceof Error ? error.message : String(error);
}
