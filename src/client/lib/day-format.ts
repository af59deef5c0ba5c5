import { useLingui } from '@lingui/react';
import { useContext, useMemo } from 'react';
import { formatLocale } from '@/client/i18n/format-locale';
import { DateSettingsContext } from './date-format';

// Calendar days, beside date-format.ts (its instants): a module of its own so that the first
// load, which carries date-format.ts, does not carry these (check:bundle's /browse budget).
/**
 * The calendar day (`YYYY-MM-DD`) that `time` falls on in `timeZone`, the browser's own when
 * omitted: 'today' for the calendar, whose air dates are days, not instants. Read the clock and
 * the zone only after hydration (the server renders no 'today').
 */
export function dayInZone(time: number | Date, timeZone?: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(time);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((item) => item.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** `day` (`YYYY-MM-DD`) moved by `days` (negative: back), across months and years. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * A formatter for calendar days (`YYYY-MM-DD`, like an episode's air date) in the page's
 * language. A day has no time of day, so it is written as that same day in every zone (read in
 * UTC): the server and the hydrating page print the same text, and no visitor sees a premiere
 * move to the day before.
 */
export function useDayFormat(options: Intl.DateTimeFormatOptions): (day: string) => string {
  const rendered = useContext(DateSettingsContext);
  const { i18n } = useLingui();
  const locale = formatLocale(i18n.locale, rendered?.locale);
  return useMemo(() => {
    // Built on the first day printed (see useDateFormat: the first formatter is a long task).
    let format: Intl.DateTimeFormat | undefined;
    return (day) => {
      format ??= new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
      return format.format(new Date(`${day}T00:00:00Z`));
    };
  }, [locale, options]);
}
