import { AsyncLocalStorage } from 'node:async_hooks';
import { z } from 'zod';
import { DEFAULT_LANGUAGE, LANGUAGES, validLanguage, type Language } from '@/shared/i18n/languages';

/**
 * The language a catalogue request is answered in (issue 33): the page's, sent by the client as
 * `?language=` (shared/catalog/api-paths.ts), English when absent. Like the upstream admission
 * (upstream-admission.ts), it is held for the request's handler in an AsyncLocalStorage, so the
 * TMDB client asks TMDB in it and the cache files its answers under it without every source
 * method taking one more argument. Outside a catalogue request (the title import's match,
 * start-up) it is English.
 */
const current = new AsyncLocalStorage<Language>();

/** TMDB's `language` for each of ours: ISO 639-1 with a region, as TMDB documents it. */
export const TMDB_LANGUAGE: Record<Language, string> = {
  en: 'en-US',
  es: 'es-ES',
  fr: 'fr-FR',
  de: 'de-DE',
  'pt-BR': 'pt-BR',
  it: 'it-IT',
};

const TAGS = LANGUAGES.map((language) => language.tag).join(', ');

/** `?language=`: one of the interface's tags, exactly; English when absent. */
export const languageQuery = z.object({
  language: z
    .string()
    .refine((value) => validLanguage(value) !== null, { message: `must be one of ${TAGS}` })
    .transform((value) => value as Language)
    .optional(),
});

/** Runs `handler` with `language` as its catalogue language. */
export function withCatalogLanguage<T>(language: Language, handler: () => T): T {
  return current.run(language, handler);
}

/** The language of the catalogue request being answered; English outside one. */
export function catalogLanguage(): Language {
  return current.getStore() ?? DEFAULT_LANGUAGE;
}
