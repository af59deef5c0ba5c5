import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * Display formats (docs/product.md#movie-page): ratings to one decimal, money in whole US dollars,
 * whole percents, durations in hours and minutes, each in the interface's locale: components pass
 * `useFormatLocale()` (src/client/i18n/use-format-locale.ts) and their translator. Without a
 * locale, or in English, the product's own English forms are written by hand: the first Intl
 * formatter a page builds loads locale data, a long task on a slow phone.
 */

/** English (any region) keeps the hand-written forms: `27,431`, `$1,235`, `8.5`, `+412%`. */
const isEnglish = (locale: string | undefined) => !locale || /^en(-|$)/i.test(locale);

const numberFormats = new Map<string, Intl.NumberFormat>();

/** One Intl number formatter per locale and options, built on first use and kept. */
function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

export function formatRating(value: number | null | undefined, locale?: string): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '–';
  if (isEnglish(locale)) return value.toFixed(1);
  return numberFormat(locale!, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    value,
  );
}

export function releaseYear(date: string | null | undefined): string {
  const year = date?.slice(0, 4);
  return year && /^\d{4}$/.test(year) ? year : '';
}

/**
 * A whole number with the locale's thousands separators: `27,431`, `-1,132` in English (by
 * hand), `27.431` in German, `27 431` in French.
 */
export function groupThousands(value: number, locale?: string): string {
  const rounded = Math.round(value);
  if (!isEnglish(locale))
    return numberFormat(locale!, { maximumFractionDigits: 0 }).format(rounded);
  const digits = String(Math.abs(rounded)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return rounded < 0 ? `-${digits}` : digits;
}

/** Whole US dollars: `$63,000,000` in English, `63.000.000 $` in German; a dash for none. */
export function formatMoney(value: number | null | undefined, locale?: string): string {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) return '–';
  if (isEnglish(locale)) return `$${groupThousands(value)}`;
  return numberFormat(locale!, {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
    minimumFractionDigits: 0,
  }).format(Math.round(value));
}

/**
 * A whole percent, signed when `signed` (`+412%`, `-38%`, `0%`): `+412 %` in German and French.
 */
export function formatPercent(percent: number, locale?: string, signed = false): string {
  const rounded = Math.round(percent);
  if (isEnglish(locale)) return `${signed && rounded > 0 ? '+' : ''}${groupThousands(rounded)}%`;
  return numberFormat(locale!, {
    style: 'percent',
    maximumFractionDigits: 0,
    ...(signed ? { signDisplay: 'exceptZero' } : {}),
  }).format(rounded / 100);
}

/** `descriptor` (from `msg`) with its placeholders' values, in `i18n`'s language. */
export function translate(
  i18n: I18n,
  descriptor: MessageDescriptor,
  values: Record<string, unknown>,
): string {
  return i18n._(descriptor.id, values, { message: descriptor.message });
}

const hoursAndMinutes = msg({
  message: '{hours}h {minutes}m',
  comment:
    'A duration in hours and minutes, shortened (2h 6m); {hours} and {minutes} are whole numbers',
});
const minutesOnly = msg({
  message: '{minutes}m',
  comment: 'A duration under an hour in minutes, shortened (45m); {minutes} is a whole number',
});

/**
 * Whole minutes as hours and minutes, the product's `2h 6m` (`45m` under an hour when
 * `shortUnderAnHour`), in the translator's language (`2 h 6 min` in French). Without a
 * translator, the English.
 */
export function formatMinutes(total: number, i18n?: I18n, shortUnderAnHour = false): string {
  const hours = Math.floor(total / 60);
  const minutes = total % 60;
  if (shortUnderAnHour && hours === 0)
    return i18n ? translate(i18n, minutesOnly, { minutes }) : `${minutes}m`;
  return i18n ? translate(i18n, hoursAndMinutes, { hours, minutes }) : `${hours}h ${minutes}m`;
}

/**
 * Hours and minutes, as the product's `Nh Mm` (and `Xh Ym` time left;
 * docs/product.md#continue-watching-row), in `i18n`'s language when given.
 */
export function formatDuration(totalSeconds: number, i18n?: I18n): string {
  return formatMinutes(Math.max(0, Math.round(totalSeconds / 60)), i18n);
}
