/**
 * The visitor's time zone and locale, as the browser reports them, kept in two cookies so that
 * later pages rendered on the server format dates as the browser would (decision 0026). The
 * browser writes them after its first visit (src/client/main.tsx); the server reads them back
 * only through `readDateSettings`, which accepts nothing it has not checked.
 */
const TIME_ZONE_COOKIE = 'nexus_tz';
const LOCALE_COOKIE = 'nexus_locale';
/** A year: the zone changes when the visitor travels, and the browser then writes it again. */
const DATE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export interface DateSettings {
  /** An IANA zone, `Europe/Paris`. */
  timeZone: string;
  /** A BCP 47 tag, `en-GB`. */
  locale: string;
}

// IANA names: `UTC`, `Europe/Paris`, `America/Argentina/Buenos_Aires`, `Etc/GMT+5`.
const ZONE = /^[A-Za-z][A-Za-z0-9_+-]{0,31}(?:\/[A-Za-z0-9_+-]{1,32}){0,2}$/;
const LOCALE = /^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{1,8}){0,4}$/;

/** The zone when it is one Intl knows, else null. */
export function validTimeZone(value: unknown): string | null {
  if (typeof value !== 'string' || !ZONE.test(value)) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone
      ? value
      : null;
  } catch {
    return null;
  }
}

/** The locale when Intl formats dates in it as asked (no silent fallback), else null. */
export function validLocale(value: unknown): string | null {
  if (typeof value !== 'string' || !LOCALE.test(value)) return null;
  try {
    return Intl.DateTimeFormat.supportedLocalesOf([value]).length === 1 ? value : null;
  } catch {
    return null;
  }
}

function cookieValue(header: string, name: string): string | undefined {
  const match = new RegExp(`(?:^|;\\s*)${name}=([^;]*)`).exec(header);
  if (!match) return undefined;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return undefined;
  }
}

/** Both settings from a Cookie header, or null when either is missing or not valid. */
export function readDateSettings(cookieHeader: string | undefined): DateSettings | null {
  if (!cookieHeader) return null;
  const timeZone = validTimeZone(cookieValue(cookieHeader, TIME_ZONE_COOKIE));
  const locale = validLocale(cookieValue(cookieHeader, LOCALE_COOKIE));
  return timeZone && locale ? { timeZone, locale } : null;
}

/** The two `document.cookie` assignments that record `settings`. */
export function dateSettingsCookies(settings: DateSettings, secure: boolean): string[] {
  const attributes = `; Path=/; Max-Age=${DATE_COOKIE_MAX_AGE}; SameSite=Lax${secure ? '; Secure' : ''}`;
  return [
    `${TIME_ZONE_COOKIE}=${encodeURIComponent(settings.timeZone)}${attributes}`,
    `${LOCALE_COOKIE}=${encodeURIComponent(settings.locale)}${attributes}`,
  ];
}
