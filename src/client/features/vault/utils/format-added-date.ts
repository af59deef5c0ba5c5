const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * The date in 'Added {date}', in `locale` (the interface's, useFormatLocale); null when the
 * stamp is unreadable, and the card says so.
 */
export function formatAddedDate(iso: string, locale: string): string | null {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return null;
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', day: 'numeric' });
    formats.set(locale, format);
  }
  return format.format(time);
}
