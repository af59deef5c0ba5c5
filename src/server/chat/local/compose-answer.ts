import type { Candidate } from './catalogue-index';
import type { Intent } from './intent';
import { pickOne } from './random';
import { conceptWeight } from './rank';

/**
 * Writes the answer text from catalogue facts only (year, genres, director, network, rating),
 * so every claim in it is true of the title it names. Plain text, one title per line.
 */
export function composeAnswer(
  picks: Candidate[],
  intent: Intent,
  seed: Candidate | undefined,
  random: () => number,
) {
  const { adjectives, qualifiers } = describe(intent);
  const noun = nounFor(picks, intent);
  const phrase = `${adjectives ? `${adjectives} ` : ''}${noun}${qualifiers ? ` ${qualifiers}` : ''}`;
  if (picks.length === 0) {
    return `I couldn't find any ${phrase} in our catalogue. Try another mood, genre or decade, for example "a funny 90s movie" or "something like Alien".`;
  }
  const relevance = genreRelevance(intent, seed);
  if (intent.count !== null) {
    const intro =
      picks.length === 1
        ? `Here is the one match for ${phrase}:`
        : `Here are ${picks.length} ${phrase}:`;
    const lines = picks.map((c, i) => `${i + 1}. ${c.title}${yearPart(c)}, rated ${rating(c)}/10`);
    return [intro, ...lines, ...closestNote(picks, intent)].join('\n');
  }
  const intro = seed
    ? `Since you liked ${seed.title}${yearPart(seed)}, try ${picks.length === 1 ? 'this' : 'these'}:`
    : picks.length === 1
      ? `The one match for ${phrase}:`
      : pickOne(
          [
            `Here are ${picks.length} ${phrase} worth your time:`,
            `Try these ${phrase}:`,
            `My ${picks.length} picks of ${phrase}:`,
          ],
          random,
        );
  const lines = picks.map((c) => `- ${c.title}${yearPart(c)}: ${reason(c, relevance)}.`);
  return [intro, ...lines, ...closestNote(picks, intent)].join('\n');
}

/** Says so when no pick is filed under a genre that was asked for: they are neighbours. */
function closestNote(picks: Candidate[], intent: Intent): string[] {
  const missing = intent.concepts.filter(
    (concept) => !concept.mood && picks.every((c) => conceptWeight(concept, c) < 1),
  );
  if (missing.length === 0) return [];
  const names = missing.map((c) => c.label).join(' or ');
  return [`(Nothing here is filed as ${names}, so these are the closest matches.)`];
}

/** "scary" + "from the 1990s without romance": the request as the answer repeats it. */
function describe(intent: Intent) {
  const adjectives = intent.concepts.map((c) => c.label).join(', ');
  const extras: string[] = [];
  if (intent.director) extras.push(`by ${intent.director}`);
  if (intent.era) {
    const { label } = intent.era;
    extras.push(
      label === 'recent'
        ? 'from recent years'
        : label === 'classic'
          ? 'from the classic years'
          : label,
    );
  }
  if (intent.excluded.length)
    extras.push(`without ${intent.excluded.map((c) => c.key).join(' or ')}`);
  return { adjectives, qualifiers: extras.join(' ') };
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

function nounFor(picks: Candidate[], intent: Intent) {
  if (picks.length === 0) return intent.mediaType === 'tv' ? 'series' : 'movies';
  if (picks.every((c) => c.media_type === 'tv')) return 'series';
  if (picks.every((c) => c.media_type === 'movie')) return 'movies';
  return 'titles';
}

/** One short factual reason: genres and who made it, then the rating. */
function reason(c: Candidate, relevance: Map<number, number>): string {
  const genres = c.genres
    .map((g, i) => ({ name: g.name, weight: relevance.get(g.id) ?? 0, i }))
    .sort((a, b) => b.weight - a.weight || a.i - b.i)
    .slice(0, 2)
    .map((g) => g.name.toLowerCase())
    .join(' and ');
  const kind = genres || (c.media_type === 'tv' ? 'series' : 'film');
  const maker =
    c.media_type === 'movie' && c.director
      ? ` from ${c.director}`
      : c.networks[0]
        ? ` on ${c.networks[0]}`
        : '';
  const rated = c.votes > 0 ? `, rated ${rating(c)}/10` : '';
  return `${capitalize(kind)}${maker}${rated}`;
}

const yearPart = (c: Candidate) => (c.year ? ` (${c.year})` : '');
const rating = (c: Candidate) => c.rating.toFixed(1);
const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
