import { useLingui } from '@lingui/react';
import { createContext, useContext, useMemo } from 'react';
import { formatLocale } from '@/client/i18n/format-locale';
import {
  dateSettingsCookies,
  readDateSettings,
  validLocale,
  validTimeZone,
  type DateSettings,
} from '@/shared/date-settings';
import { useHydrated } from './use-hydrated';

/**
 * The zone and locale the page was rendered in on the server (from the visitor's cookies,
 * src/shared/date-settings.ts), or null: then the server knew neither and rendered no date.
 * The browser hydrates with the same value, from the page's bootstrap data.
 */
export const DateSettingsContext = createContext<DateSettings | null>(null);

export type DateFormat = (time: number | Date) => string;

/**
 * A date formatter for `options` (pass a constant), or null while nothing may be printed yet.
 * It writes in the interface's language (`formatLocale`: with the browser's region when the
 * browser speaks that language). On the server and while the page hydrates it formats in the
 * zone and locale the server rendered with, so both print the same text; after hydration, in
 * the browser's own (the same, unless the visitor has moved since the cookie was written).
 * Without the cookies, the server and the hydrating render get null and the date appears right
 * after hydration.
 */
export function useDateFormat(options: Intl.DateTimeFormatOptions): DateFormat | null {
  const rendered = useContext(DateSettingsContext);
  const hydrated = useHydrated();
  const { i18n } = useLingui();
  const language = i18n.locale;
  return useMemo(() => {
    if (!hydrated && !rendered) return null;
    // Built on the first date printed, not before: a page's first Intl formatter loads the
    // locale data (about 80 ms in one piece on a slow phone), and a part that may show a date
    // (the notices' menu, closed or empty) should not pay for it until it does.
    let format: Intl.DateTimeFormat | undefined;
    return (time) => {
      format ??= hydrated
        ? new Intl.DateTimeFormat(formatLocale(language, navigator.language), options)
        : new Intl.DateTimeFormat(formatLocale(language, rendered!.locale), {
            ...options,
            timeZone: rendered!.timeZone,
          });
      return format.format(time);
    };
  }, [hydrated, rendered, options, language]);
}

/**
 * Writes the browser's zone and locale into their cookies when they are missing or have
 * changed, for the next page the server renders. Call after load: it reads `document`.
 */
export function rememberDateSettings() {
  const { timeZone, locale } = new Intl.DateTimeFormat().resolvedOptions();
  const settings = { timeZone: validTimeZone(timeZone), locale: validLocale(locale) };
  if (!settings.timeZone || !settings.locale) return;
  const stored = readDateSettings(document.cookie);
  if (stored?.timeZone === settings.timeZone && stored.locale === settings.locale) return;
  const secure = location.protocol === 'https:';
  for (const cookie of dateSettingsCookies(settings as DateSettings, secure))
    document.cookie = cookie;
}
