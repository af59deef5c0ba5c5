import { useLingui } from '@lingui/react';
import { DEFAULT_LANGUAGE, validLanguage, type Language } from '@/shared/i18n/languages';

/**
 * The language catalogue answers are asked in: the page's (issue 33). Every catalogue query's
 * key holds it, so switching the language asks again, and the cache of the old one stays apart.
 * In a component or hook; an event handler outside one reads `pageI18n.locale` the same way.
 */
export function useCatalogLanguage(): Language {
  return catalogLanguageOf(useLingui().i18n.locale);
}

/** One of our tags from a Lingui locale: English for anything else. */
export function catalogLanguageOf(locale: string | undefined): Language {
  return validLanguage(locale) ?? DEFAULT_LANGUAGE;
}
