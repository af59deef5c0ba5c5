import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatMinutes, formatPercent, groupThousands, translate } from '@/client/lib/format';

/**
 * Display formats of the detail pages (docs/product.md#movie-page): runtime as `2h 22m`, percent
 * return as a whole number, vote counts with separators, and calendar dates. Money and ratings use
 * the shared formatters in `@/client/lib/format`. Each takes the interface's locale
 * (`useFormatLocale()`) and translator; without them, the English.
 */

/** Minutes as `2h 22m` (or `45m`); nothing known shows a dash. */
export function formatRuntime(minutes: number | null | undefined, i18n?: I18n): string {
  if (typeof minutes !== 'number' || !Number.isFinite(minutes) || minutes <= 0) return '–';
  return formatMinutes(Math.round(minutes), i18n, true);
}

/** The return on the budget, ((revenue - budget) / budget), as a whole percent; null when unknown. */
export function percentReturn(budget: number, revenue: number): number | null {
  if (!Number.isFinite(budget) || !Number.isFinite(revenue) || budget <= 0 || revenue <= 0)
    return null;
  return Math.round(((revenue - budget) / budget) * 100);
}

/** `+412%`, `-38%` or `0%`; a dash when there is no budget or box office to compare. */
export function formatPercentReturn(budget: number, revenue: number, locale?: string): string {
  const percent = percentReturn(budget, revenue);
  if (percent === null) return '–';
  return formatPercent(percent, locale, true);
}

const votesMessage = msg({
  message: '{count, plural, one {{votes} vote} other {{votes} votes}}',
  comment:
    "How many people rated a title; {votes} is the number, written with the locale's separators",
});

/** `12,345 votes`, `1 vote`. */
export function formatVotes(
  count: number | null | undefined,
  locale?: string,
  i18n?: I18n,
): string {
  const n =
    typeof count === 'number' && Number.isFinite(count) && count > 0 ? Math.round(count) : 0;
  const votes = groupThousands(n, locale);
  // English is written here: every Lingui plural builds an Intl number formatter, and the first
  // one a page builds loads the locale data, a long task on a slow phone as the page hydrates.
  if (i18n && i18n.locale !== 'en') return translate(i18n, votesMessage, { count: n, votes });
  return `${votes} ${n === 1 ? 'vote' : 'votes'}`;
}

const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * `1994-07-06` as `July 6, 1994`. Dates are calendar days, so they are read and printed in UTC:
 * a viewer west of Greenwich must not see the day before. The en-US long form is built by hand:
 * an Intl date formatter costs a long task on a slow phone the first time a page makes one.
 */
export function formatLongDate(date: string | null | undefined, locale?: string): string {
  if (!date || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return '–';
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return '–';
  if (locale && !/^en(-|$)/i.test(locale)) return longDateFormat(locale).format(parsed);
  return `${months[parsed.getUTCMonth()]} ${parsed.getUTCDate()}, ${parsed.getUTCFullYear()}`;
}

const longDateFormats = new Map<string, Intl.DateTimeFormat>();

/** The locale's long calendar date (`6. Juli 1994`, `6 juillet 1994`), in UTC, built once. */
function longDateFormat(locale: string): Intl.DateTimeFormat {
  let format = longDateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
    longDateFormats.set(locale, format);
  }
  return format;
}

/**
 * A spoken language's name in the page's language (`Englisch` in German): the name the server
 * wrote for the answer's language (server/catalog/local-names.ts: the browser's ICU would not
 * name every code as the server's does); in English, and when there is none, the English name.
 */
export function languageName(
  language: { english_name: string; name?: string | null },
  locale?: string,
): string {
  if (!locale || /^en(-|$)/i.test(locale)) return language.english_name;
  return language.name || language.english_name;
}

/** A list of names as one line, or a dash when empty. */
export function joinNames(names: readonly string[], limit = Infinity): string {
  const shown = names.filter(Boolean).slice(0, limit);
  return shown.length > 0 ? shown.join(', ') : '–';
}
