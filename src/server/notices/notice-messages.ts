import type { MessageDescriptor } from '@lingui/core';

/**
 * The words of a push notice (issue 34), in the interface's catalogues: explicit ids, marked for
 * `npm run messages` (the server has no Babel for macros), read with i18n/server-messages.ts in
 * the profile's language. The series name and the episode title are data and stay as they are.
 */
export const NOTICE_MESSAGES = {
  title: /*i18n*/ {
    id: 'notices.push.title',
    message: 'New episode: {series} – {code}',
    comment:
      "A browser notification's title. {series} is the series name, {code} the episode, e.g. S01E02",
  },
  untitled: /*i18n*/ {
    id: 'notices.push.untitled',
    message: 'Episode {episode}',
    comment:
      "A browser notification's body when the episode has no title yet; {episode} is its number",
  },
  summaryTitle: /*i18n*/ {
    id: 'notices.push.summary-title',
    message: '{count, plural, one {# new episode} other {# new episodes}}',
    comment: 'The title of one browser notification that stands for several new episodes',
  },
  summaryBody: /*i18n*/ {
    id: 'notices.push.summary-body',
    message: 'Open NEXUS to see them: {series}',
    comment: 'Body of the summary notification; {series} is a list of series names',
  },
} satisfies Record<string, MessageDescriptor>;
