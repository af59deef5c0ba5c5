import type { ShadeKey } from '../shades';

/**
 * Everything the local recommender writes, in one language. Facts (titles, years, ratings,
 * directors) are filled in by the caller; these are only the words around them.
 */
export interface AnswerWords {
  nouns: { movie: string; tv: string; titles: string };
  genres: Record<number, string>;
  /** How a mood or genre is named in a request's summary, by concept key. */
  concepts: Record<string, string>;
  or: string;
  era: {
    decade: (from: number) => string;
    range: (from: number, to: number) => string;
    before: (year: number) => string;
    since: (year: number) => string;
    year: (year: number) => string;
    recent: string;
    classic: string;
  };
  limits: {
    /** Under this many minutes (the limit is one less). */
    maxRuntime: (minutes: number) => string;
    /** Over this many minutes (the limit is one more). */
    minRuntime: (minutes: number) => string;
    /** "rated above 8" (above) or "rated 8 or more". */
    minRating: (rating: string, above: boolean) => string;
    hiddenGems: string;
    kids: string;
    family: string;
    gentle: string;
    noSequels: string;
    unwatched: string;
    director: (name: string) => string;
    actor: (name: string) => string;
    without: (names: string) => string;
  };
  /** Moods and shades, and "mini-series", as the request's summary repeats them. */
  shades: Record<ShadeKey | 'miniSeries', string>;
  /** One-off introductions; one is drawn at random, so repeated questions read less alike. */
  picks: ((n: number, phrase: string) => string)[];
  list: (n: number, phrase: string) => string;
  one: (phrase: string) => string;
  since: (title: string, n: number) => string;
  none: (phrase: string) => string;
  closest: (names: string) => string;
  reason: {
    from: (director: string) => string;
    on: (network: string) => string;
    rated: (rating: string) => string;
    film: string;
    series: string;
  };
  fewer: (n: number, asked: number) => string;
  removedBy: (limit: string) => string;
  /** Some films' running times are unknown, so a runtime limit may miss a few. */
  runtimeUnknown: string;
  certificationOnly: string;
  /** Titles the person has seen, left out of the answer. */
  seenLeftOut: (n: number) => string;
  /** A person the request names whom the catalogue does not know. */
  unknownPerson: (name: string) => string;
  noHistory: string;
  /** An AI's picks that break a limit of the request, left out. */
  dropped: (titles: string) => string;
  notUnderstood: string;
  popular: string;
  otherLanguage: string;
}

/** The sentences and the word joining names: all but the sections with tables of their own. */
export type AnswerSentences = Omit<
  AnswerWords,
  'nouns' | 'genres' | 'concepts' | 'era' | 'limits' | 'reason' | 'shades'
>;

export const LANGUAGE_LIST =
  'English, Spanish, French, German, Portuguese and Italian (español, français, Deutsch, português, italiano)';
