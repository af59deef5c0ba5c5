import type { ChatCatalogue } from '../catalogue-index';
import { indexCatalogue, type Candidate } from '../catalogue-index';
import type { Language } from '../language/detect-language';
import { answerWordsFor } from '../language/answer-words-for';
import { GEM_MAX_VOTES, GEM_MIN_RATING, GEM_MIN_VOTES, isSequel, type Audience } from '../limits';
import { recommendLocally } from '../local-recommender';
import { TABLE_ENGLISH } from './table-english';
import { TABLE_HONESTY } from './table-honesty';
import { TABLE_LANGUAGES } from './table-languages';
import { TABLE_LIMITS } from './table-limits';

/**
 * The recommender's table test: prompts a user would type, with what a fitting answer must
 * satisfy, checked against the data of the titles it returns (never against expected titles).
 * Genre lists are "any of": a title fits when it has at least one of them.
 */
export interface TableCase {
  prompt: string;
  anyOf?: number[];
  exclude?: number[];
  /** Exactly this many titles. */
  count?: number;
  /** At most this many; when fewer come back, the answer must say how many and that it asked for more. */
  maxCount?: number;
  era?: [number, number] | 'recent';
  mediaType?: 'movie' | 'tv';
  similarTo?: string;
  director?: string;
  /** Runtime known and within the bounds (minutes, inclusive). */
  maxRuntime?: number;
  minRuntime?: number;
  /** Rating known (some votes) and at least this. */
  minRating?: number;
  hiddenGems?: boolean;
  audience?: Audience;
  noSequels?: boolean;
  /** Titles the person has watched (by title): sent as history, and never offered. */
  watched?: string[];
  /** The language the answer must be written in (default English). */
  language?: Language;
  /** No title may be offered; the text must match `note` (the limit that ruled all out). */
  empty?: boolean;
  /** Nothing understood: the first line says so, the picks are labelled a suggestion. */
  notUnderstood?: boolean;
  /** Something the text must say (an honest note). */
  note?: RegExp;
}

export const TABLE: TableCase[] = [
  ...TABLE_ENGLISH,
  ...TABLE_LIMITS,
  ...TABLE_HONESTY,
  ...TABLE_LANGUAGES,
];

const CHILD_SAFE = ['G', 'PG'];
const GENTLE = ['G', 'PG', 'PG-13'];

/** Runs one case; returns what was wrong (empty when it passed). */
export function checkCase(catalogue: ChatCatalogue, c: TableCase, seed = 7): string[] {
  const index = indexCatalogue(catalogue);
  const watchedKeys = (c.watched ?? []).map((title) => {
    const found = index.candidates.find((t) => t.title === title);
    if (!found) throw new Error(`the table names ${title}, which is not in the catalogue`);
    return found.key;
  });
  const answer = recommendLocally(catalogue, c.prompt, { seed, watched: new Set(watchedKeys) });
  const words = answerWordsFor(c.language ?? 'en');
  const problems: string[] = [];
  const n = answer.titles.length;
  const lines = answer.text.split('\n');

  if (c.empty) {
    if (n > 0) problems.push(`${n} titles, expected none`);
  } else if (n === 0) problems.push('no titles');
  if (c.count !== undefined && n !== c.count) problems.push(`${n} titles, expected ${c.count}`);
  if (c.maxCount !== undefined) {
    if (n > c.maxCount) problems.push(`${n} titles, more than ${c.maxCount}`);
    if (n > 0 && n < c.maxCount && !answer.text.includes(words.fewer(n, c.maxCount)))
      problems.push(`${n} of ${c.maxCount} titles, and the answer does not say so`);
  }
  if (c.count === undefined && c.maxCount === undefined && n > 3)
    problems.push('more than 3 titles');
  if (c.note && !c.note.test(answer.text)) problems.push(`the text does not say ${c.note}`);
  if (c.notUnderstood) {
    if (lines[0] !== words.notUnderstood) problems.push('does not say it did not understand');
    if (lines[1] !== words.popular) problems.push('does not label the picks a suggestion');
  } else if (lines[0] === words.notUnderstood) problems.push('says it did not understand');

  const keys = answer.titles.map((t) => `${t.media_type}:${t.id}`);
  if (new Set(keys).size !== keys.length) problems.push('a title is repeated');
  for (const key of keys) {
    const t = index.byKey.get(key);
    if (!t) problems.push(`${key} is not in the catalogue`);
    else problems.push(...titleProblems(t, c, index.newestYear, watchedKeys));
    // Written in the request's language: each title's rating is given in that language's words.
    if (t && t.votes > 0 && !answer.text.includes(words.reason.rated(t.rating.toFixed(1))))
      problems.push(`${t.title}'s rating is not written in ${c.language ?? 'en'}`);
  }
  const wordCount = answer.text.split(/\s+/).length;
  if (wordCount >= 150) problems.push(`${wordCount} words`);
  return problems;
}

function titleProblems(
  t: Candidate,
  c: TableCase,
  newestYear: { movie: number; tv: number },
  watchedKeys: string[],
): string[] {
  const problems: string[] = [];
  const has = (ids: number[]) => ids.some((id) => t.genreIds.has(id));
  if (c.anyOf && !has(c.anyOf)) problems.push(`${t.title} has none of the wanted genres`);
  if (c.exclude && has(c.exclude)) problems.push(`${t.title} has an excluded genre`);
  if (c.mediaType && t.media_type !== c.mediaType) problems.push(`${t.title} is ${t.media_type}`);
  if (c.director && t.director !== c.director) problems.push(`${t.title} is not by ${c.director}`);
  if (c.similarTo && t.title === c.similarTo) problems.push('answers the title it was asked about');
  if (c.maxRuntime !== undefined && (t.runtime === null || t.runtime > c.maxRuntime))
    problems.push(`${t.title} runs ${t.runtime ?? 'unknown'} min`);
  if (c.minRuntime !== undefined && (t.runtime === null || t.runtime < c.minRuntime))
    problems.push(`${t.title} runs ${t.runtime ?? 'unknown'} min`);
  if (c.minRating !== undefined && (t.votes === 0 || t.rating < c.minRating))
    problems.push(`${t.title} is rated ${t.rating}`);
  if (
    c.hiddenGems &&
    !(t.rating >= GEM_MIN_RATING && t.votes >= GEM_MIN_VOTES && t.votes < GEM_MAX_VOTES)
  )
    problems.push(`${t.title} (${t.rating}, ${t.votes} votes) is no hidden gem`);
  if (c.audience) {
    const allowed = c.audience === 'gentle' ? GENTLE : CHILD_SAFE;
    if (!t.mpaa || !allowed.includes(t.mpaa)) problems.push(`${t.title} is rated ${t.mpaa}`);
    if (c.audience === 'gentle' && has([27, 10752])) problems.push(`${t.title} is horror or war`);
  }
  if (c.noSequels && isSequel(t.title)) problems.push(`${t.title} is a sequel`);
  if (watchedKeys.includes(t.key)) problems.push(`${t.title} was already watched`);
  if (c.era) {
    const [from, to] =
      c.era === 'recent' ? [newestYear[t.media_type] - 4, newestYear[t.media_type]] : c.era;
    if (t.year === null || t.year < from || t.year > to)
      problems.push(`${t.title} is from ${t.year}`);
  }
  return problems;
}
