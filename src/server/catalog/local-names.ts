import type { MovieDetail } from '@/shared/catalog/detail-schemas';
import { DEFAULT_LANGUAGE, type Language } from '@/shared/i18n/languages';

/*
 * A film's production countries and spoken languages named in the answer's language, from
 * their ISO codes. Both sources write them in English: the embedded catalogue always, and TMDB
 * for countries whatever `language` it is asked in (its spoken languages carry the English name
 * and the language's own, 'Français'). The names are made here, once, and not in the page: the
 * browser's ICU is trimmed (Chromium knows no 'Afar', calls HK 'Hong Kong' where Node says
 * 'Hong Kong SAR China'), so a page naming them on both sides would not hydrate alike.
 */

const namers = new Map<string, Intl.DisplayNames>();

function namer(language: Language, type: 'region' | 'language'): Intl.DisplayNames {
  const key = `${language}|${type}`;
  let names = namers.get(key);
  if (!names) {
    names = new Intl.DisplayNames([language], { type, fallback: 'none' });
    namers.set(key, names);
  }
  return names;
}

/** `code`'s name in `language`, or undefined when ICU has none (or the code is not one). */
function nameOf(language: Language, type: 'region' | 'language', code: string) {
  try {
    return code ? namer(language, type).of(code) : undefined;
  } catch {
    return undefined; // not a well-formed code: RangeError
  }
}

/**
 * `detail` with its countries' and spoken languages' `name` in `language`; a code ICU does not
 * know keeps the name the source gave (a spoken language without one, its English name). A copy:
 * the source's cached answer is shared by every language.
 */
export function withLocalNames(detail: MovieDetail, language: Language): MovieDetail {
  // English keeps the source's own names ('United States of America', as TMDB writes it).
  if (language === DEFAULT_LANGUAGE) return detail;
  return {
    ...detail,
    production_countries: detail.production_countries.map((country) => ({
      ...country,
      name: nameOf(language, 'region', country.iso_3166_1) ?? country.name,
    })),
    spoken_languages: detail.spoken_languages.map((spoken) => ({
      ...spoken,
      name: nameOf(language, 'language', spoken.iso_639_1) ?? spoken.name ?? spoken.english_name,
    })),
  };
}
