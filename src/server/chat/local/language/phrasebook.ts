import type { Language } from './detect-language';

/**
 * The answers' words are kept phrase by phrase, each with all its languages side by side, so a
 * translator reads a phrase against the others and a missing translation is a type error. The
 * columns go English first: the default, and the words the answers had before other languages
 * were read.
 */
type InEveryLanguage<T> = Readonly<Record<Language, T>>;

/** The fields of T, each holding its phrase in every language. */
export type Phrasebook<T> = { readonly [K in keyof T]: InEveryLanguage<T[K]> };

type OtherLanguage = Exclude<Language, 'en'>;

/**
 * Names that English answers take as they come (from the catalogue or the request), so only the
 * other languages have a column.
 */
export type TranslatedNames = Readonly<Record<string, Readonly<Record<OtherLanguage, string>>>>;

/** One language's column of a table of phrases or names. */
export function column<T>(table: Phrasebook<T>, language: Language): T;
export function column(table: TranslatedNames, language: OtherLanguage): Record<string, string>;
export function column(
  table: Readonly<Record<string, Readonly<Partial<Record<Language, unknown>>>>>,
  language: Language,
): unknown {
  return Object.fromEntries(Object.entries(table).map(([key, row]) => [key, row[language]]));
}
