import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { pageI18n } from '@/client/i18n/page-language';
import { ApiError } from './api-client';

/*
 * What a person reads when the server refuses for a while (429 with Retry-After). The server's
 * own English stays on the wire (docs/product.md lists it); the page words the refusal by its
 * kind, with the wait the answer's Retry-After gives, counted in the page's language.
 */

/** How long to wait, rounded up: '1 second', '12 seconds', '5 minutes', '3 hours'. */
export function waitPhrase(seconds: number | undefined, i18n: I18n = pageI18n): string {
  if (seconds === undefined)
    return i18n._(
      msg({ message: 'a moment', comment: 'How long to wait when the server did not say' }),
    );
  if (seconds < 120) {
    const count = Math.max(1, Math.ceil(seconds));
    return i18n._(
      msg({
        message: plural(count, { one: '# second', other: '# seconds' }),
        comment: 'How long to wait, put into "Please wait {wait}…"',
      }),
    );
  }
  if (seconds < 7200) {
    const count = Math.ceil(seconds / 60);
    return i18n._(
      msg({
        message: plural(count, { one: '# minute', other: '# minutes' }),
        comment: 'How long to wait, put into "Please wait {wait}…"',
      }),
    );
  }
  const count = Math.ceil(seconds / 3600);
  return i18n._(
    msg({
      message: plural(count, { one: '# hour', other: '# hours' }),
      comment: 'How long to wait, put into "Please wait {wait}…" or "Please try again in {wait}."',
    }),
  );
}

/** What was refused: each kind has its sentence (the English is the server's, where it has one). */
export type WaitKind = 'messages' | 'catalogue' | 'requests' | 'attempts' | 'codes' | 'sign-ups';

/** The refusal of `kind`, with the wait, as a message to render with the page's `t`. */
export function waitMessage(
  kind: WaitKind,
  retryAfterS: number | undefined,
  i18n: I18n = pageI18n,
): MessageDescriptor {
  const wait = waitPhrase(retryAfterS, i18n);
  switch (kind) {
    case 'messages':
      return msg({
        message: `Too many messages. Please wait ${wait} and try again.`,
        comment:
          'The chat refused a message for a while. {wait} is how long to wait: "12 seconds", "5 minutes", "a moment"',
      });
    case 'catalogue':
      return msg({
        message: `Too many new catalogue requests. Please wait ${wait} and try again.`,
        comment:
          'The film database refused for a while (the title import). {wait} is how long to wait: "12 seconds", "5 minutes", "a moment"',
      });
    case 'attempts':
      return msg({
        message: `Too many attempts. Please wait ${wait} and try again.`,
        comment:
          'Sign-up or an account setting refused for a while. {wait} is how long to wait: "12 seconds", "5 minutes", "a moment"',
      });
    case 'codes':
      return msg({
        message: `Too many codes tried. Please wait ${wait} and try again.`,
        comment:
          'Watch together: too many room codes were tried. {wait} is how long to wait: "12 seconds", "5 minutes", "a moment"',
      });
    case 'sign-ups':
      return msg({
        message: `Too many new accounts from this network today. Please try again in ${wait}.`,
        comment:
          'Sign-up: this network\'s accounts for the day are used up. {wait} is how long to wait: "12 seconds", "5 minutes", "a moment"',
      });
    case 'requests':
      return msg({
        message: `Too many requests. Please wait ${wait} and try again.`,
        comment:
          'The server refused for a while. {wait} is how long to wait: "12 seconds", "5 minutes", "a moment"',
      });
  }
}

/** Whether `error` is the server's "wait a while" (429), whatever its code. */
export function isWaitAnswer(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 429;
}
