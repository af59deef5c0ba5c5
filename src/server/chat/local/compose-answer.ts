import type { Candidate } from './catalogue-index';
import type { Intent } from './intent';
import type { AnswerWords } from './language/answer-words';
import { answerWordsFor } from './language/answer-words-for';
import { pickOne } from './random';
import { conceptWeight, type Restriction } from './rank';

/** What the answer needs to say besides the picks: facts about the data and the request. */
export interface AnswerContext {
  seed: Candidate | undefined;
  /** Whether the client sent any watch history. */
  hasHistory: boolean;
  /** Titles the person has seen that the answer left out. */
  seenLeftOut: number;
  /** On an empty answer, the rule that ruled everything out. */
  blocking: Restriction | null;
}

/**
 * An answer in its parts: the sentence before the list, one reason per pick (by key), at most
 * one note after it, and all of it as plain text (what screen readers, the conversation sent
 * back and the AI read).
 */
export interface ComposedAnswer {
  text: string;
  intro: string;
  reasons: Map<string, string>;
  note: string | null;
}

/**
 * Writes the answer text from catalogue facts only (year, genres, director, network, rating),
 * so every claim in it is true of the title it names. Plain text, one title per line, in the
 * language of the request, and at most one note.
 */
export function composeAnswer(
  picks: Candidate[],
  intent: Intent,
  context: AnswerContext,
  random: () => number,
): ComposedAnswer {
  const words = answerWordsFor(intent.language === 'other' ? 'en' : intent.language);
  const phrase = describe(picks, intent, words);
  const note = honestNote(picks, intent, context, words);
  const reasons = new Map<string, string>();
  const done = (intro: string, lines: string[]): ComposedAnswer => ({
    text: [intro, ...lines, ...(note ? [note] : [])].join('\n'),
    intro,
    reasons,
    note,
  });
  // Only an unknown person was asked for: the note saying so is the whole answer.
  if (picks.length === 0 && intent.limits.unknownPerson && !context.blocking && note) {
    const text = note.replace(/^\((.*)\)$/, '$1');
    return { text, intro: text, reasons, note: null };
  }
  if (picks.length === 0) {
    const blocking = context.blocking ? restrictionLabel(context.blocking, intent, words) : null;
    return done(words.none(phrase), blocking ? [words.removedBy(blocking)] : []);
  }
  const relevance = genreRelevance(intent, context.seed);
  for (const c of picks) reasons.set(c.key, reason(c, relevance, words));
  if (intent.count !== null) {
    const intro = picks.length === 1 ? words.one(phrase) : words.list(picks.length, phrase);
    const lines = picks.map(
      (c, i) => `${i + 1}. ${c.title}${yearPart(c)}${words.reason.rated(rating(c))}`,
    );
    return done(intro, lines);
  }
  const { seed } = context;
  const intro = seed
    ? words.since(`${seed.title}${yearPart(seed)}`, picks.length)
    : picks.length === 1
      ? words.one(phrase)
      : pickOne(words.picks, random)(picks.length, phrase);
  return done(
    intro,
    picks.map((c) => `- ${c.title}${yearPart(c)}: ${reasons.get(c.key)}.`),
  );
}

/** The one-line answer to a request nothing of which was understood, and popular suggestions. */
export function composeNotUnderstood(picks: Candidate[], intent: Intent) {
  const words = answerWordsFor(intent.language === 'other' ? 'en' : intent.language);
  const lines = picks.map((c) => `- ${c.title}${yearPart(c)}${words.reason.rated(rating(c))}`);
  return [words.notUnderstood, words.popular, ...lines].join('\n');
}

/** Says how many of an AI's picks were left out as already seen. */
export function seenNote(intent: Intent, n: number) {
  const words = answerWordsFor(intent.language === 'other' ? 'en' : intent.language);
  return words.seenLeftOut(n);
}

/** Says which of an AI's picks were left out because they break a limit of the request. */
export function droppedNote(intent: Intent, titles: string[]) {
  const words = answerWordsFor(intent.language === 'other' ? 'en' : intent.language);
  return words.dropped(titles.join(', '));
}

/**
 * The one thing the answer must admit, in plain words, when there is one: the most important
 * first (a name or language not understood, fewer titles than asked, what was left out as seen,
 * a genre none of them is filed under, the data a limit could not check). Never more than one:
 * a friend says one thing, not a page of caveats.
 */
function honestNote(
  picks: Candidate[],
  intent: Intent,
  context: AnswerContext,
  words: AnswerWords,
): string | null {
  const { limits } = intent;
  if (limits.unknownPerson) return words.unknownPerson(limits.unknownPerson);
  if (intent.language === 'other') return words.otherLanguage;
  if (intent.count !== null && picks.length > 0 && picks.length < intent.count)
    return words.fewer(picks.length, intent.count);
  if (context.seenLeftOut > 0) return words.seenLeftOut(context.seenLeftOut);
  const closest = picks.length > 0 ? closestNote(picks, intent, words) : null;
  if (closest) return closest;
  if (limits.unwatched && !context.hasHistory) return words.noHistory;
  if (limits.maxRuntime !== null || limits.minRuntime !== null) return words.runtimeUnknown;
  if (limits.audience) return words.certificationOnly;
  return null;
}

/** Says so when no pick is filed under a genre that was asked for: they are neighbours. */
function closestNote(picks: Candidate[], intent: Intent, words: AnswerWords): string | null {
  const missing = intent.concepts.filter(
    (concept) => !concept.mood && picks.every((c) => conceptWeight(concept, c) < 1),
  );
  if (missing.length === 0) return null;
  return words.closest(missing.map((c) => conceptName(c, words)).join(words.or));
}

const conceptName = (c: Intent['concepts'][number], words: AnswerWords) =>
  words.concepts[c.key] ?? c.label;

/**
 * The request as the answer repeats it: "scary movies from the 1990s of at most 90 minutes" in
 * English, "películas (terror, de los años 1990, …)" elsewhere, where adjectives would have to
 * agree with the noun.
 */
function describe(picks: Candidate[], intent: Intent, words: AnswerWords) {
  const noun = nounFor(picks, intent, words);
  // "for kids (rated G or PG)" already says family-friendly.
  const adjectives = intent.concepts
    .filter((c) => !(c.key === 'family' && intent.limits.audience))
    .map((c) => conceptName(c, words));
  const extras: string[] = [];
  const english = words.concepts === answerWordsFor('en').concepts;
  for (const shade of intent.shades) {
    // "feel-good" and "family" are concepts too; "less violent" may be the audience limit.
    if (intent.concepts.some((c) => c.key === shade.key)) continue;
    if (shade.key === 'family' && intent.limits.audience) continue;
    if (shade.key === 'gentler' && intent.limits.audience === 'gentle') continue;
    const label = words.shades[shade.key];
    if (english && !AFTER_NOUN.has(shade.key)) adjectives.push(label);
    else extras.push(label);
  }
  if (intent.miniSeries) extras.push(words.shades.miniSeries);
  if (intent.director) extras.push(words.limits.director(intent.director));
  if (intent.actor) extras.push(words.limits.actor(intent.actor));
  if (intent.era) extras.push(eraLabel(intent, words));
  if (intent.excluded.length)
    extras.push(
      words.limits.without(intent.excluded.map((c) => conceptName(c, words)).join(words.or)),
    );
  for (const name of LIMIT_ORDER) {
    const label = limitLabel(name, intent, words);
    if (label) extras.push(label);
  }
  if (english) {
    return [adjectives.join(', '), noun, extras.join(' ')].filter(Boolean).join(' ');
  }
  const all = [...adjectives, ...extras];
  return all.length ? `${noun} (${all.join(', ')})` : noun;
}

/** English shades said after the noun: "movies for a date". */
const AFTER_NOUN = new Set(['date', 'friends', 'family']);

const LIMIT_ORDER = [
  'maxRuntime',
  'minRuntime',
  'minRating',
  'hiddenGems',
  'audience',
  'noSequels',
  'unwatched',
] as const;

function limitLabel(name: (typeof LIMIT_ORDER)[number], intent: Intent, words: AnswerWords) {
  const { limits } = intent;
  switch (name) {
    case 'maxRuntime':
      return limits.maxRuntime !== null ? words.limits.maxRuntime(limits.maxRuntime + 1) : null;
    case 'minRuntime':
      return limits.minRuntime !== null ? words.limits.minRuntime(limits.minRuntime - 1) : null;
    case 'minRating': {
      if (limits.minRating === null) return null;
      const shown = Math.floor(limits.minRating * 10) / 10;
      return words.limits.minRating(String(shown), limits.minRating > shown);
    }
    case 'hiddenGems':
      return limits.hiddenGems ? words.limits.hiddenGems : null;
    case 'audience':
      return limits.audience ? words.limits[limits.audience] : null;
    case 'noSequels':
      return limits.noSequels ? words.limits.noSequels : null;
    case 'unwatched':
      return limits.unwatched ? words.limits.unwatched : null;
  }
}

function restrictionLabel(restriction: Restriction, intent: Intent, words: AnswerWords) {
  if (restriction === 'era') return intent.era ? eraLabel(intent, words) : null;
  if (restriction === 'director')
    return intent.director ? words.limits.director(intent.director) : null;
  if (restriction === 'actor') return intent.actor ? words.limits.actor(intent.actor) : null;
  if (restriction === 'excluded')
    return words.limits.without(intent.excluded.map((c) => conceptName(c, words)).join(words.or));
  if (restriction === 'shade') return intent.shades.map((s) => words.shades[s.key]).join(', ');
  if (restriction === 'format') return words.shades.miniSeries;
  return limitLabel(restriction, intent, words);
}

function eraLabel(intent: Intent, words: AnswerWords) {
  const era = intent.era!;
  if (era.kind === 'recent') return words.era.recent;
  if (era.label === 'classic') return words.era.classic;
  if (era.from === 0) return words.era.before(era.to + 1);
  if (era.to === 9999) return words.era.since(era.from);
  if (era.from === era.to) return words.era.year(era.from);
  if (era.label.startsWith('from the ')) return words.era.decade(era.from);
  return words.era.range(era.from, era.to);
}

/** Genres the request is about come first in a reason ("Horror and crime", not "Crime and …"). */
function genreRelevance(intent: Intent, seed: Candidate | undefined) {
  const weights = new Map<number, number>();
  for (const concept of intent.concepts) {
    for (const [id, weight] of Object.entries(concept.genres)) {
      weights.set(Number(id), Math.max(weights.get(Number(id)) ?? 0, weight));
    }
  }
  for (const id of seed?.genreIds ?? []) weights.set(id, Math.max(weights.get(id) ?? 0, 1));
  return weights;
}

function nounFor(picks: Candidate[], intent: Intent, words: AnswerWords) {
  if (picks.length === 0) return intent.mediaType === 'tv' ? words.nouns.tv : words.nouns.movie;
  if (picks.every((c) => c.media_type === 'tv')) return words.nouns.tv;
  if (picks.every((c) => c.media_type === 'movie')) return words.nouns.movie;
  return words.nouns.titles;
}

/** One short factual reason: genres and who made it, then the rating. */
function reason(c: Candidate, relevance: Map<number, number>, words: AnswerWords): string {
  const genres = c.genres
    .map((g, i) => ({
      name: words.genres[g.id] ?? g.name.toLowerCase(),
      weight: relevance.get(g.id) ?? 0,
      i,
    }))
    .sort((a, b) => b.weight - a.weight || a.i - b.i)
    .slice(0, 2)
    .map((g) => g.name)
    .join(words === answerWordsFor('en') ? ' and ' : ' / ');
  const kind = genres || (c.media_type === 'tv' ? words.reason.series : words.reason.film);
  const maker = makerPart(c, words);
  const rated = c.votes > 0 ? words.reason.rated(rating(c)) : '';
  return `${capitalize(kind)}${maker}${rated}`;
}

/** Who made it, in a reason line: its director for a film, else its first network, else nothing. */
export const makerPart = (c: Candidate, words: AnswerWords) =>
  c.media_type === 'movie' && c.director
    ? words.reason.from(c.director)
    : c.networks[0]
      ? words.reason.on(c.networks[0])
      : '';

const yearPart = (c: Candidate) => (c.year ? ` (${c.year})` : '');
const rating = (c: Candidate) => c.rating.toFixed(1);
const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
