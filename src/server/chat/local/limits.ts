import type { Candidate } from './catalogue-index';
import { GENRE } from './vocabulary';

/**
 * Hard limits a request states ("under 90 minutes", "rated above 8", "for kids", "not a
 * sequel"). Unlike moods and genres, which rank, a limit filters: a title that breaks one, or
 * whose data cannot show it keeps one (no runtime, no age rating), is never offered.
 */
export interface Limits {
  /** Longest running time allowed, in minutes, inclusive. */
  maxRuntime: number | null;
  minRuntime: number | null;
  /** Lowest rating allowed, inclusive ("above 8" is stored as 8.01). */
  minRating: number | null;
  /** Good rating, few votes. */
  hiddenGems: boolean;
  audience: Audience | null;
  noSequels: boolean;
  /** The request says to leave out what the person has seen ("nothing I've watched"). */
  unwatched: boolean;
  /**
   * The request asks for titles seen before ("again", "rewatch"). Otherwise what the person has
   * seen (history, watched marks, ratings, sent by the client) is always left out.
   */
  rewatch: boolean;
  /**
   * A person the request names ("with …", "directed by …") whom the catalogue does not know:
   * the answer says so and chooses nothing for them, never a guess.
   */
  unknownPerson: string | null;
}

/** kids: G or PG; family: G or PG; gentle ("not too violent"): no R/NC-17, no horror or war. */
export type Audience = 'kids' | 'family' | 'gentle';

export const NO_LIMITS: Limits = {
  maxRuntime: null,
  minRuntime: null,
  minRating: null,
  hiddenGems: false,
  audience: null,
  noSequels: false,
  unwatched: false,
  rewatch: false,
  unknownPerson: null,
};

/** "Short" (under 100 minutes) and "long" (over 150), so the answer can say what they meant. */
export const SHORT_MINUTES = 100;
export const LONG_MINUTES = 150;
/** A hidden gem: rated at least this, by at least GEM_MIN_VOTES and fewer than GEM_MAX_VOTES. */
export const GEM_MIN_RATING = 7;
export const GEM_MIN_VOTES = 100;
export const GEM_MAX_VOTES = 10_000;

/** The names of the limits, for "no title is … in our catalogue" and the table's checks. */
export type LimitName =
  'maxRuntime' | 'minRuntime' | 'minRating' | 'hiddenGems' | 'audience' | 'noSequels' | 'unwatched';

/** Which limits a title breaks (or cannot be shown to keep); empty when it keeps them all. */
export function brokenLimits(c: Candidate, limits: Limits, watched: ReadonlySet<string>) {
  const broken: LimitName[] = [];
  if (limits.maxRuntime !== null && (c.runtime === null || c.runtime > limits.maxRuntime))
    broken.push('maxRuntime');
  if (limits.minRuntime !== null && (c.runtime === null || c.runtime < limits.minRuntime))
    broken.push('minRuntime');
  if (limits.minRating !== null && (c.votes === 0 || c.rating < limits.minRating))
    broken.push('minRating');
  if (limits.hiddenGems && !isHiddenGem(c)) broken.push('hiddenGems');
  if (limits.audience && !suitsAudience(c, limits.audience)) broken.push('audience');
  if (limits.noSequels && isSequel(c.title)) broken.push('noSequels');
  if (!limits.rewatch && watched.has(c.key)) broken.push('unwatched');
  return broken;
}

function isHiddenGem(c: Pick<Candidate, 'rating' | 'votes'>) {
  return c.rating >= GEM_MIN_RATING && c.votes >= GEM_MIN_VOTES && c.votes < GEM_MAX_VOTES;
}

/**
 * Judged by the certification's age (a film's MPAA rating, a series' TV rating): kids and family
 * G/PG or TV-Y…TV-PG, gentle up to PG-13/TV-14 and no horror or war. Unknown never passes.
 */
function suitsAudience(c: Pick<Candidate, 'ageLevel' | 'genreIds'>, audience: Audience): boolean {
  if (c.ageLevel === null) return false;
  if (audience === 'gentle') {
    return c.ageLevel <= 2 && !c.genreIds.has(GENRE.horror) && !c.genreIds.has(GENRE.war);
  }
  return c.ageLevel <= 1;
}

/** "Toy Story 2", "Rocky IV", "Kill Bill: Vol. 2", "Back to the Future Part III". */
export function isSequel(title: string): boolean {
  return /(?:\s|^)(?:[2-9]|ii|iii|iv|v|vi|vii|viii)(?:\s*$|\s*:)|\b(?:part|chapter|vol\.?|volume)\s+(?:[2-9]|ii|iii|iv|v|two|three|four)\b|[a-z](?:2|3|²|³)\b|\breturns?\b|\brevenge of\b|\bthe next generation\b/i.test(
    title,
  );
}

export function hasLimits(limits: Limits) {
  return (
    limits.maxRuntime !== null ||
    limits.minRuntime !== null ||
    limits.minRating !== null ||
    limits.hiddenGems ||
    limits.audience !== null ||
    limits.noSequels ||
    limits.unwatched ||
    limits.unknownPerson !== null
  );
}
