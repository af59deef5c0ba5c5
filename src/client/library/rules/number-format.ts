const formats = new Map<string, Intl.NumberFormat>();

/**
 * `value` in `locale` (the interface's, useFormatLocale), grouped, with up to `digits`
 * decimals: `4.5` reads `4,5` in German. One formatter per locale and precision, shared by
 * every card: building one is the costly part.
 */
export function formatNumber(value: number, locale: string, digits = 1): string {
  const key = `${locale}|${digits}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: digits });
    formats.set(key, format);
  }
  return format.format(value);
}
