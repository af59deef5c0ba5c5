import type { ChatCatalogue } from '../catalogue-index';
import { indexCatalogue, type Candidate } from '../catalogue-index';
import type { Language } from '../language/detect-language';
import { answerWordsFor } from '../language/answer-words-for';
import { GEM_MAX_VOTES, GEM_MIN_RATING, GEM_MIN_VOTES, isSequel, type Audience } from '../limits';
import { recommendLocally } from '../local-recommender';
import type { Turn } from '../follow-up';
import type { QuestionKind } from '../title-questions';
import { questionWordsFor } from '../language/question-words';
import { TABLE_ENGLISH } from './table-english';
import { TABLE_FRIEND } from './table-friend';
import { TABLE_FOLLOW_UPS } from './table-follow-ups';
import { TABLE_HONESTY } from './table-honesty';
import { TABLE_LANGUAGES } from './table-languages';
import { TABLE_LIMITS } from './table-limits';
import { ageLevelOf } from '@/shared/catalog/certification-age';

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
  /** Every title has this actor in its cast. */
  actor?: string;
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
  /** Messages sent before this one, each answered in turn: the prompt is then a follow-up. */
  before?: string[];
  /** Follow-up checks against the titles of the earlier answers. */
  followUp?: 'fresh' | 'older' | 'newer' | 'shorter';
  /** Every title's certification is known and for at most this age (0 all ages … 3 adults). */
  maxAge?: number;
  /** Every title's running time, when known, is at most this. */
  maxRuntimeIfKnown?: number;
  /** Every title is a series of one season. */
  miniSeries?: boolean;
  /** At least one title the person has seen is offered again ("again", "rewatch"). */
  offersWatched?: boolean;
  /** Titles in the person's vault (by title). */
  vault?: string[];
  /**
   * A question about one title: the answer links exactly that title (none when `title` is null,
   * the first title of the answer before when 'last answer') and states the fact the kind asks
   * for, read from the catalogue.
   */
  question?: { kind: QuestionKind; title: string | null | 'last answer' };
}

export const TABLE: TableCase[] = [
  ...TABLE_ENGLISH,
  ...TABLE_LIMITS,
  ...TABLE_HONESTY,
  ...TABLE_LANGUAGES,
  ...TABLE_FOLLOW_UPS,
  ...TABLE_FRIEND,
];

const CHILD_SAFE = ['G', 'PG', 'TV-Y', 'TV-Y7', 'TV-G', 'TV-PG'];
const GENTLE = [...CHILD_SAFE, 'PG-13', 'TV-14'];

/**
 * What a case sends besides its prompt: the watch history it names, and the conversation before
 * it, answered as the chat would have answered it.
 */
export function caseContext(catalogue: ChatCatalogue, c: TableCase, seed = 7) {
  const index = indexCatalogue(catalogue);
  const keyOf = (title: string) => {
    const found = index.candidates.find((t) => t.title === title);
    if (!found) throw new Error(`the table names ${title}, which is not in the catalogue`);
    return found.key;
  };
  const watchedKeys = (c.watched ?? []).map(keyOf);
  const watched = new Set(watchedKeys);
  const vault = new Set((c.vault ?? []).map(keyOf));
  const turns: Turn[] = [];
  for (const text of c.before ?? []) {
    const earlier = recommendLocally(catalogue, text, { seed, watched, turns: [...turns] });
    const titles = earlier.titles.map(({ id, media_type }) => ({ id, media_type }));
    turns.push(
      { role: 'user', text, titles: [] },
      { role: 'assistant', text: earlier.text, titles },
    );
  }
  return { watched, watchedKeys, vault, turns };
}

/** Runs one case; returns what was wrong (empty when it passed). */
export function checkCase(catalogue: ChatCatalogue, c: TableCase, seed = 7): string[] {
  const index = indexCatalogue(catalogue);
  const { watched, watchedKeys, vault, turns } = caseContext(catalogue, c, seed);
  const answer = recommendLocally(catalogue, c.prompt, { seed, watched, vault, turns });
  if (c.question) return questionProblems(c, answer, index, turns, vault);
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
    else
      problems.push(...titleProblems(t, c, index.newestYear, c.offersWatched ? [] : watchedKeys));
    // Written in the request's language: each title's rating is given in that language's words.
    if (t && t.votes > 0 && !answer.text.includes(words.reason.rated(t.rating.toFixed(1))))
      problems.push(`${t.title}'s rating is not written in ${c.language ?? 'en'}`);
  }
  if (c.followUp) problems.push(...followUpProblems(c.followUp, answer.titles, turns, index));
  if (c.offersWatched && !keys.some((key) => watchedKeys.includes(key)))
    problems.push('offers none of the titles seen before');
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
  if (c.director && !t.directors.includes(c.director))
    problems.push(`${t.title} is not by ${c.director}`);
  if (c.actor && !t.cast.includes(c.actor)) problems.push(`${t.title} is not with ${c.actor}`);
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
    if (!t.certification || !allowed.includes(t.certification))
      problems.push(`${t.title} is rated ${t.certification}`);
    if (c.audience === 'gentle' && has([27, 10752])) problems.push(`${t.title} is horror or war`);
  }
  if (c.noSequels && isSequel(t.title)) problems.push(`${t.title} is a sequel`);
  if (c.maxAge !== undefined) {
    const age = ageLevelOf(t.certification);
    if (age === null || age > c.maxAge) problems.push(`${t.title} is rated ${t.certification}`);
  }
  if (c.maxRuntimeIfKnown !== undefined && t.runtime !== null && t.runtime > c.maxRuntimeIfKnown)
    problems.push(`${t.title} runs ${t.runtime} min`);
  if (c.miniSeries && (t.media_type !== 'tv' || t.seasons !== 1))
    problems.push(`${t.title} is no mini-series`);
  if (watchedKeys.includes(t.key)) problems.push(`${t.title} was already watched`);
  if (c.era) {
    const [from, to] =
      c.era === 'recent' ? [newestYear[t.media_type] - 4, newestYear[t.media_type]] : c.era;
    if (t.year === null || t.year < from || t.year > to)
      problems.push(`${t.title} is from ${t.year}`);
  }
  return problems;
}

/** A follow-up keeps to the titles shown before it: none again, or past the last answer's. */
function followUpProblems(
  kind: NonNullable<TableCase['followUp']>,
  titles: { id: number; media_type: string }[],
  turns: Turn[],
  index: ReturnType<typeof indexCatalogue>,
): string[] {
  const shownKeys = turns.flatMap((t) => t.titles.map((x) => `${x.media_type}:${x.id}`));
  const last = turns.at(-1)?.titles.map((x) => index.byKey.get(`${x.media_type}:${x.id}`)!) ?? [];
  const picks = titles.map((t) => index.byKey.get(`${t.media_type}:${t.id}`)!);
  const problems: string[] = [];
  if (last.length === 0) return ['the earlier answer had no titles'];
  for (const p of picks) {
    if (kind === 'fresh' && shownKeys.includes(p.key)) problems.push(`${p.title} was shown before`);
    if (kind === 'older' && !(p.year! < Math.min(...last.map((l) => l.year!))))
      problems.push(`${p.title} (${p.year}) is not older than the last answer`);
    if (kind === 'newer' && !(p.year! > Math.max(...last.map((l) => l.year!))))
      problems.push(`${p.title} (${p.year}) is not newer than the last answer`);
    const runtimes = last.map((l) => l.runtime).filter((r): r is number => r !== null);
    // Shorter than the shortest known runtime shown, or "short" when none was known.
    const bound = runtimes.length ? Math.min(...runtimes) : 100;
    if (kind === 'shorter' && (p.runtime === null || p.runtime >= bound))
      problems.push(`${p.title} (${p.runtime} min) is not shorter than the last answer`);
  }
  return problems;
}

/** A question about one title: that title linked, and the fact asked for in the text. */
function questionProblems(
  c: TableCase,
  answer: ReturnType<typeof recommendLocally>,
  index: ReturnType<typeof indexCatalogue>,
  turns: Turn[],
  vault: ReadonlySet<string>,
): string[] {
  const { kind, title } = c.question!;
  const language = c.language ?? 'en';
  const text = answer.text;
  const keys = answer.titles.map((t) => `${t.media_type}:${t.id}`);
  if (title === null) return keys.length ? [`${keys.length} titles for an unknown title`] : [];
  const wanted =
    title === 'last answer'
      ? index.byKey.get(`${turns.at(-1)!.titles[0]!.media_type}:${turns.at(-1)!.titles[0]!.id}`)!
      : index.candidates.find((t) => t.title === title);
  if (!wanted) throw new Error(`the table names ${title}, which is not in the catalogue`);
  const problems: string[] = [];
  if (keys.length !== 1 || keys[0] !== wanted.key)
    problems.push(`links ${keys.join(', ') || 'nothing'}, not ${wanted.title}`);
  const says = (fact: string) => {
    if (!text.toLowerCase().includes(fact.toLowerCase())) problems.push(`does not say ${fact}`);
  };
  const name = `${wanted.title}${wanted.year ? ` (${wanted.year})` : ''}`;
  const words = questionWordsFor(language).words;
  switch (kind) {
    case 'director':
      wanted.directors.forEach(says);
      break;
    case 'cast':
      says(wanted.cast[0]!);
      break;
    case 'released':
      says(wanted.date.slice(0, 4));
      says(String(Number(wanted.date.slice(8, 10))));
      break;
    case 'runtime':
      says(String(wanted.runtime ?? wanted.seasons));
      break;
    case 'seasons':
      says(String(wanted.seasons));
      says(String(wanted.episodes));
      break;
    case 'kids':
      says(wanted.certification!);
      break;
    case 'about': {
      const genre = wanted.genres[0]!;
      says(answerWordsFor(language).genres[genre.id] ?? genre.name);
      break;
    }
    case 'vault':
      if (text !== (vault.has(wanted.key) ? words.inVault(name) : words.notInVault(name)))
        problems.push(`does not say whether ${wanted.title} is in the vault`);
      break;
  }
  return problems;
}
