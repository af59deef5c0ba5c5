import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The catalogue's words for where a film or series stands (TMDB's fixed list), as messages; a
 * status the list lacks is shown as the catalogue wrote it.
 */
const statuses = new Map<string, MessageDescriptor>([
  ['Released', msg({ message: 'Released', comment: "A film's status: out in cinemas" })],
  ['Rumored', msg({ message: 'Rumored', comment: "A film's status" })],
  ['Planned', msg({ message: 'Planned', comment: "A film's or series' status" })],
  ['In Production', msg({ message: 'In Production', comment: "A film's or series' status" })],
  ['Post Production', msg({ message: 'Post Production', comment: "A film's status" })],
  ['Canceled', msg({ message: 'Canceled', comment: "A film's or series' status" })],
  [
    'Returning Series',
    msg({ message: 'Returning Series', comment: "A series' status: more seasons are coming" }),
  ],
  ['Ended', msg({ message: 'Ended', comment: "A series' status: no more seasons" })],
  ['Pilot', msg({ message: 'Pilot', comment: "A series' status: only its pilot exists" })],
]);

/** The status in the interface's language (`t` from `useLingui()`), or a dash when unknown. */
export function statusText(
  status: string | null | undefined,
  t: (descriptor: MessageDescriptor) => string,
): string {
  if (!status) return '–';
  const known = statuses.get(status);
  return known ? t(known) : status;
}
