import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/*
 * The catalogue's words for where a film or series stands (TMDB's fixed lists), as messages. Each
 * kind has its own (a context per kind): in French, Italian and Portuguese the word agrees with
 * 'film' (masculine) or 'series' (feminine), 'Annulé' against 'Annulée'. A status the list lacks
 * is shown as the catalogue wrote it.
 */
const filmStatuses = new Map<string, MessageDescriptor>([
  [
    'Released',
    msg({ context: 'film', message: 'Released', comment: "A film's status: out in cinemas" }),
  ],
  [
    'Rumored',
    msg({ context: 'film', message: 'Rumored', comment: "A film's status: only talked about" }),
  ],
  ['Planned', msg({ context: 'film', message: 'Planned', comment: "A film's status" })],
  ['In Production', msg({ context: 'film', message: 'In Production', comment: "A film's status" })],
  [
    'Post Production',
    msg({ context: 'film', message: 'Post Production', comment: "A film's status" }),
  ],
  [
    'Canceled',
    msg({ context: 'film', message: 'Canceled', comment: "A film's status: it will not be made" }),
  ],
]);

const seriesStatuses = new Map<string, MessageDescriptor>([
  [
    'Returning Series',
    msg({
      context: 'series',
      message: 'Returning Series',
      comment: "A series' status: more seasons are coming",
    }),
  ],
  ['Planned', msg({ context: 'series', message: 'Planned', comment: "A series' status" })],
  [
    'In Production',
    msg({ context: 'series', message: 'In Production', comment: "A series' status" }),
  ],
  [
    'Ended',
    msg({ context: 'series', message: 'Ended', comment: "A series' status: no more seasons" }),
  ],
  [
    'Canceled',
    msg({
      context: 'series',
      message: 'Canceled',
      comment: "A series' status: stopped, no more seasons",
    }),
  ],
  [
    'Pilot',
    msg({
      context: 'series',
      message: 'Pilot',
      comment: "A series' status: only its pilot exists",
    }),
  ],
]);

/** The status of a film or series in the interface's language (`t` from `useLingui()`), or a dash. */
export function statusText(
  status: string | null | undefined,
  kind: 'film' | 'series',
  t: (descriptor: MessageDescriptor) => string,
): string {
  if (!status) return '–';
  const known = (kind === 'film' ? filmStatuses : seriesStatuses).get(status);
  return known ? t(known) : status;
}
