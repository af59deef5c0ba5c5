import type { Candidate } from './catalogue-index';
import type { Intent } from './intent';
import type { AnswerWords } from './language/answer-words';
import { answerWordsFor } from './language/answer-words-for';
import { pickOne } from './random';
import { conceptWeight, type Restriction } from './rank';

/** What the answer needs to say besides the picks: facts about the data and the request. */
export interface AnswerContext {
  seed: Candidate | undefined;
  /** How many films have a known running time, and how many films there are. */
  runtimes: { known: number; total: number };
  /** Whether the client sent any watch history. */
  hasHistory: boolean;
  /** On an empty answer, the rule that ruled everything out. */
  blocking: Restriction | null;
}

/**
 * Writes the answer text from catalogue facts only (year, genres, director, network, rating),
 * so every claim in it is true of the title it names. Plain text, one title per line, in the
 * language of the request.
 */
export function composeAnswer(
  picks: Candidate[],
  intent: Intent,
  context: AnswerContext,
  random: () => number,
) {
  const words = answerWordsFor(intent.language === 'other' ? 'en' : intent.language);
  const phrase = describe(picks, intent, words);
  const notes = honestNotes(picks, intent, context, words);
  // Only an unknown person was asked for: the note saying so is the whole answer.
  if (picks.length === 0 && intent.limits.unknownPerson && !context.blocking)
    return notes.map((note) => note.replace(/^\((.*)\)$/, '$1')).join('\n');
  if (picks.length === 0) {
    const blocking = context.blocking ? restrictionLabel(context.blocking, intent, words) : null;
    return [words.none(phrase), ...(blocking ? [words.removedBy(blocking)] : []), ...notes].join(
      '\n',
    );
  }
  const relevance = genreRelevance(intent, context.seed);
  if (intent.count !== null) {
    const intro = picks.length === 1 ? words.one(phrase) : words.list(picks.length, phrase);
    const lines = picks.map(
      (c, i) => `${i + 1}. ${c.title}${yearPart(c)}${words.reason.rated(rating(c))}`,
    );
    return [intro, ...lines, ...notes].join('\n');
  }
  const { seed } = context;
  const intro = seed
    ? words.since(`${seed.title}${yearPart(seed)}`, picks.length)
    : picks.length === 1
      ? words.one(phrase)
      : pickOne(words.picks, random)(picks.length, phrase);
  const lines = picks.map((c) => `- ${c.title}${yearPart(c)}: ${reason(c, relevance, words)}.`);
  return [intro, ...lines, ...notes].join('\n');
}

/** The one-line answer to a request nothing of which was understood, and popular suggestions. */
export function composeNotUnderstood(picks: Candidate[], intent: Intent) {
  const words = answerWordsFor(intent.language === 'other' ? 'en' : intent.language);
  const lines = picks.map((c) => `- ${c.title}${yearPart(c)}${words.reason.rated(rating(c))}`);
  return [words.notUnderstood, words.popular, ...lines].join('\n');
}

/** Says which of an AI's picks were left out because they break a limit of the request. */
export function droppedNote(intent: Intent, titles: string[]) {
  const words = answerWordsFor(intent.language === 'other' ? 'en' : intent.language);
  return words.dropped(titles.join(', '));
}

/** What the answer must admit: thin data, fewer matches than asked, what it could not check. */
function honestNotes(
  picks: Candidate[],
  intent: Intent,
  context: AnswerContext,
  words: AnswerWords,
): string[] {
  const notes: string[] = [];
  const { limits } = intent;
  if (intent.count !== null && picks.length > 0 && picks.length < intent.count)
    notes.push(words.fewer(picks.length, intent.count));
  if (picks.length > 0) notes.push(...closestNote(picks, intent, words));
  if (limits.maxRuntime !== null || limits.minRuntime !== null)
    notes.push(words.runtimeUnknown(context.runtimes.known, context.runtimes.total));
  if (limits.audience) notes.push(words.certificationOnly);
  if (limits.unknownPerson) notes.push(words.unknownPerson(limits.unknownPerson));
  if (limits.unwatched && !context.hasHistory) notes.push(words.noHistory);
  if (intent.language === 'other') notes.push(words.otherLanguage);
  return notes;
}

/** Says so when no pick is filed under a genre that was asked for: they are neighbours. */
function closestNote(picks: Candidate[], intent: Intent, words: AnswerWords): string[] {
  const missing = intent.concepts.filter(
    (concept) => !concept.mood && picks.every((c) => conceptWeight(concept, c) < 1),
  );
  if (missing.length === 0) return [];
  return [words.closest(missing.map((c) => conceptName(c, words)).join(words.or))];
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
  if (words.concepts === answerWordsFor('en').concepts) {
    return [adjectives.join(', '), noun, extras.join(' ')].filter(Boolean).join(' ');
  }
  const all = [...adjectives, ...extras];
  return all.length ? `${noun} (${all.join(', ')})` : noun;
}

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
  const maker =
    c.media_type === 'movie' && c.director
      ? words.reason.from(c.director)
      : c.networks[0]
        ? words.reason.on(c.networks[0])
        : '';
  const rated = c.votes > 0 ? words.reason.rated(rating(c)) : '';
  return `${capitalize(kind)}${maker}${rated}`;
}

const yearPart = (c: Candidate) => (c.year ? ` (${c.year})` : '');
const rating = (c: Candidate) => c.rating.toFixed(1);
const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
