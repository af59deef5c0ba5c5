import type { Language } from '@/shared/i18n/languages';

/**
 * The locale dates, numbers, durations and percentages are formatted in: the interface's
 * language, with the browser's own region when it speaks that language (`es` read by a
 * browser set to `es-MX` formats as `es-MX`; read by one set to `en-GB`, as `es`). The
 * browser's locale is the one the server knew (its cookie, shared/date-settings.ts), so the
 * server and the hydrating page format alike. A module of its own, without React, so
 * lib/date-format.ts can use it without an import cycle.
 */
export function formatLocale(language: Language | string, browserLocale?: string | null): string {
  const base = language.split('-')[0]!.toLowerCase();
  if (browserLocale && browserLocale.split('-')[0]!.toLowerCase() === base) return browserLocale;
  return language;
}
