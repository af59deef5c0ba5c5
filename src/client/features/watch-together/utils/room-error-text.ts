import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { ApiError } from '@/client/lib/api-client';
import { waitMessage, type WaitKind } from '@/client/lib/wait-text';

/*
 * What a person reads for each of the room API's error codes (the server's own message stays
 * English; docs/product.md#watch-together lists the texts). Anything else falls back to a general
 * line, with the connection's own texts for timeouts and a lost network.
 */
const TEXTS: Record<string, MessageDescriptor> = {
  'room-not-found': msg`This watch-together link is unknown or has expired.`,
  'room-full': msg`This room is full: 8 people are already watching.`,
  'room-ended': msg`This room has ended.`,
  removed: msg`The host removed you from this room.`,
  'not-host': msg`Only the host can do this.`,
  'kids-not-allowed': msg({
    message: 'This title is not available on a kids profile.',
    comment: 'Watch together: a kids profile tried to join a room for a title not for children',
  }),
  'too-many-tries': msg`Too many codes tried. Wait a few minutes and try again.`,
  'bad-request': msg({
    message: 'That is not a room code: 8 letters and digits.',
    comment: 'Watch together: what was typed into the code field is not a code',
  }),
  'rate-limited': msg`Too many requests. Slow down a little.`,
  'not-offered': msg`Watch together needs accounts, which are off on this server.`,
};

const WAITS: Record<string, WaitKind> = { 'too-many-tries': 'codes', 'rate-limited': 'requests' };

const fallback = msg`Something went wrong. Please try again.`;

/**
 * The text to show for a failed room request, in the page's language: the code's own text; for a
 * timeout or a lost network the text the request already made here (lib/api-client.ts).
 */
export function roomErrorMessage(error: unknown, i18n: I18n): string {
  const translate = (descriptor: MessageDescriptor) => i18n._(descriptor);
  if (error instanceof ApiError) {
    // The limits' refusals say how long to wait when the answer does (its Retry-After).
    if (error.retryAfterS !== undefined && WAITS[error.code])
      return translate(waitMessage(WAITS[error.code]!, error.retryAfterS, i18n));
    const text = TEXTS[error.code];
    if (text) return translate(text);
    if (error.code === 'network' || error.code === 'timeout') return error.message;
  }
  return translate(fallback);
}
