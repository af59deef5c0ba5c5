/**
 * The interface's languages (docs/product.md#languages, decision 0031). English is the default
 * and the spec's texts are its English; the others are written by us. Each is named in itself in
 * the 'Language' setting. The tag is the catalogue's name, the page's `lang`, and the locale
 * dates and numbers are formatted in.
 */
export const LANGUAGES = [
  { tag: 'en', name: 'English' },
  { tag: 'es', name: 'Español' },
  { tag: 'fr', name: 'Français' },
  { tag: 'de', name: 'Deutsch' },
  { tag: 'pt-BR', name: 'Português (Brasil)' },
  { tag: 'it', name: 'Italiano' },
] as const;

export type Language = (typeof LANGUAGES)[number]['tag'];
export const DEFAULT_LANGUAGE: Language = 'en';

/** The cookie the chosen language is kept in, for the server's rendering (not httpOnly). */
export const LANGUAGE_COOKIE = 'nexus_lang';
/** Two years: the choice is the visitor's until they change it. */
const LANGUAGE_COOKIE_MAX_AGE = 2 * 365 * 24 * 60 * 60;

const TAGS = new Set<string>(LANGUAGES.map((language) => language.tag));

/** The language when `value` names one of ours exactly, else null. */
export function validLanguage(value: unknown): Language | null {
  return typeof value === 'string' && TAGS.has(value) ? (value as Language) : null;
}

/**
 * Ours that best matches a BCP 47 tag: the exact tag, else the same base language (`pt-PT`
 * reads pt-BR, `es-MX` reads es, `fr-CA` reads fr), else null.
 */
export function matchLanguage(tag: string): Language | null {
  const wanted = tag.trim().toLowerCase();
  if (!wanted || wanted === '*') return null;
  const exact = LANGUAGES.find((language) => language.tag.toLowerCase() === wanted);
  if (exact) return exact.tag;
  const base = wanted.split('-')[0];
  return LANGUAGES.find((language) => language.tag.split('-')[0] === base)?.tag ?? null;
}

/**
 * The language an `Accept-Language` header asks for (RFC 9110 §12.5.4): its ranges by quality,
 * highest first, the first that matches one of ours; English when none does. A malformed part
 * is skipped, never an error.
 */
export function negotiateLanguage(header: string | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const ranges = header
    .slice(0, 500)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.split(';');
      // A range whose quality is not a valid one (`q=abc`, `q=2`) is malformed: skipped.
      const qualities = parameters.filter((parameter) => /^\s*q\s*=/i.test(parameter));
      const quality =
        qualities.length === 0
          ? '1'
          : /^\s*q\s*=\s*(0(?:\.\d{0,3})?|1(?:\.0{0,3})?)\s*$/i.exec(qualities[0]!)?.[1];
      return { tag: tag.trim(), q: quality === undefined ? 0 : Number(quality), index };
    })
    .filter((range) => range.q > 0 && /^[A-Za-z]{1,8}(?:-[A-Za-z0-9]{1,8})*$/.test(range.tag))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const range of ranges) {
    const language = matchLanguage(range.tag);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}

function cookieValue(header: string, name: string): string | undefined {
  const match = new RegExp(`(?:^|;\\s*)${name}=([^;]*)`).exec(header);
  return match?.[1];
}

/** The language kept in the cookie, when it is one of ours. */
export function languageFromCookie(cookieHeader: string | undefined): Language | null {
  return cookieHeader ? validLanguage(cookieValue(cookieHeader, LANGUAGE_COOKIE)) : null;
}

/** The language a page is rendered in: the visitor's choice, else what the browser asks for. */
export function requestLanguage(
  cookieHeader: string | undefined,
  acceptLanguage: string | undefined,
): Language {
  return languageFromCookie(cookieHeader) ?? negotiateLanguage(acceptLanguage);
}

/** The `document.cookie` assignment that keeps `language`. */
export function languageCookie(language: Language, secure: boolean): string {
  return `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE}; SameSite=Lax${secure ? '; Secure' : ''}`;
}
