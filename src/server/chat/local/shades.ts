import type { Candidate } from './catalogue-index';
import { phraseRegex } from './text-match';
import { GENRE as G } from './vocabulary';

/**
 * Moods and shades (docs/product.md#moods-and-shades): "lighter", "funnier", "for a date". Each
 * is a set of catalogue facts a title must keep (genres, certification, running time, rating)
 * and genres it prefers. Alone, a shade is a request; after an answer, it shifts the previous
 * request ("like Inception" → "lighter") instead of starting over.
 */
export interface Shade {
  key: ShadeKey;
  /** English phrases (other languages are translated to them first), matched as whole words. */
  words: string[];
  /** The title has at least one of these genres. */
  anyOf?: number[];
  /** The title has none of these genres. */
  noneOf?: number[];
  /** Its certification is known and for at most this age (0 all ages … 3 adults). */
  maxAge?: number;
  /** Its running time, when known, is at most this many minutes. */
  maxRuntime?: number;
  /** Its rating is at least this (and has votes). */
  minRating?: number;
  /** Genres that rank higher within the rules (weights 0..1). */
  prefer: Record<number, number>;
  /** Weight on how well known a title is (a crowd-pleaser for a group). */
  popular?: boolean;
  /** Shades this one replaces when it comes after them ("darker" after "lighter"). */
  opposite: ShadeKey[];
}

export type ShadeKey =
  | 'lighter'
  | 'darker'
  | 'funnier'
  | 'scarier'
  | 'romantic'
  | 'gentler'
  | 'exciting'
  | 'slower'
  | 'feel-good'
  | 'mind-bending'
  | 'date'
  | 'friends'
  | 'family';

const w = (list: string) => list.split('|');

const DARK = [G.horror, G.war, G.crime, G.thriller];

export const SHADES: Shade[] = [
  {
    key: 'lighter',
    words: w(
      'lighter|something lighter|a bit lighter|light|less dark|less heavy|not dark|not so dark|not too dark|less serious|not too heavy|easy watching|easygoing|easy-going',
    ),
    noneOf: DARK,
    maxAge: 2,
    prefer: {
      [G.comedy]: 1,
      [G.family]: 0.8,
      [G.animation]: 0.8,
      [G.adventure]: 0.7,
      [G.fantasy]: 0.6,
      [G.romance]: 0.6,
      [G.tvActionAdventure]: 0.6,
    },
    opposite: ['darker', 'scarier'],
  },
  {
    key: 'darker',
    words: w('darker|dark|grittier|gritty|bleaker|bleak|more serious|heavier|more disturbing'),
    anyOf: [G.crime, G.thriller, G.horror, G.war, G.mystery, G.drama],
    noneOf: [G.family, G.animation, G.tvKids],
    prefer: { [G.thriller]: 1, [G.crime]: 1, [G.horror]: 0.8, [G.war]: 0.8, [G.mystery]: 0.7 },
    opposite: ['lighter', 'funnier', 'feel-good', 'gentler', 'family'],
  },
  {
    key: 'funnier',
    words: w(
      'funnier|more funny|more humor|more humour|more comedy|more laughs|with more laughs|sillier',
    ),
    anyOf: [G.comedy],
    prefer: { [G.comedy]: 1 },
    opposite: ['darker'],
  },
  {
    key: 'scarier',
    words: w('scarier|more scary|creepier|more frightening|more horror|more terrifying'),
    anyOf: [G.horror, G.thriller],
    prefer: { [G.horror]: 1, [G.thriller]: 0.5 },
    opposite: ['lighter', 'feel-good', 'gentler', 'family'],
  },
  {
    key: 'romantic',
    words: w('more romantic|more romance|with more romance|more love'),
    anyOf: [G.romance],
    prefer: { [G.romance]: 1 },
    opposite: [],
  },
  {
    key: 'gentler',
    words: w('less violent|less violence|less gory|less gore|less blood|less brutal|gentler'),
    noneOf: [G.horror, G.war],
    maxAge: 2,
    prefer: {},
    opposite: ['darker', 'scarier'],
  },
  {
    key: 'exciting',
    words: w(
      'more exciting|exciting|more action|more thrilling|faster|fast-paced|fast paced|more intense|intense|more gripping',
    ),
    anyOf: [G.action, G.thriller, G.adventure, G.tvActionAdventure],
    prefer: { [G.action]: 1, [G.tvActionAdventure]: 1, [G.thriller]: 0.8, [G.adventure]: 0.7 },
    opposite: ['slower'],
  },
  {
    key: 'slower',
    words: w(
      'slower|slow|slow-paced|slow paced|slow burn|slow-burn|calmer|calm|quieter|more relaxed|relaxing',
    ),
    noneOf: [G.action, G.tvActionAdventure, G.horror],
    prefer: { [G.drama]: 1, [G.romance]: 0.6, [G.history]: 0.6, [G.documentary]: 0.5 },
    opposite: ['exciting'],
  },
  {
    key: 'feel-good',
    words: w(
      'feel-good|feel good|feelgood|uplifting|heartwarming|heart-warming|cheerful|cheer me up|wholesome|cozy|cosy|comforting|happier',
    ),
    anyOf: [G.comedy, G.family, G.animation, G.music, G.romance, G.adventure],
    noneOf: DARK,
    prefer: { [G.comedy]: 1, [G.family]: 0.9, [G.animation]: 0.8, [G.music]: 0.8 },
    opposite: ['darker', 'scarier'],
  },
  {
    key: 'mind-bending',
    words: w(
      'mind-bending|mind bending|mindbending|mind-blowing|mind blowing|trippy|surreal|twisty|more twists|mind-bendier|weirder',
    ),
    anyOf: [G.scienceFiction, G.mystery, G.thriller, G.fantasy, G.tvSciFiFantasy],
    minRating: 6.5,
    prefer: { [G.scienceFiction]: 1, [G.mystery]: 1, [G.tvSciFiFantasy]: 1, [G.thriller]: 0.7 },
    opposite: [],
  },
  {
    key: 'date',
    words: w(
      'for a date|a date|on a date|date night|date movie|with my girlfriend|with my boyfriend|with my partner|with my wife|with my husband|romantic evening|for two',
    ),
    anyOf: [G.romance, G.comedy, G.drama],
    noneOf: [G.horror, G.war, G.animation, G.family, G.documentary, G.tvKids],
    maxRuntime: 140,
    prefer: { [G.romance]: 1, [G.comedy]: 0.8, [G.drama]: 0.4 },
    opposite: ['friends', 'family'],
  },
  {
    key: 'friends',
    words: w(
      'with friends|with my friends|with some friends|with mates|with my mates|with buddies|with the guys|with the girls|friends night|group of friends|for a group|party',
    ),
    anyOf: [
      G.comedy,
      G.action,
      G.adventure,
      G.horror,
      G.scienceFiction,
      G.thriller,
      G.tvActionAdventure,
    ],
    noneOf: [G.documentary, G.tvKids],
    maxRuntime: 150,
    prefer: { [G.comedy]: 1, [G.action]: 0.9, [G.adventure]: 0.8, [G.horror]: 0.6 },
    popular: true,
    opposite: ['date', 'family'],
  },
  {
    key: 'family',
    words: w(
      'with the family|with my family|with the whole family|with the kids|with my kids|family night|family movie night|for the family',
    ),
    noneOf: [G.horror, G.war, G.crime, G.thriller],
    maxAge: 1,
    prefer: { [G.family]: 1, [G.animation]: 0.9, [G.tvKids]: 1, [G.adventure]: 0.5 },
    opposite: ['date', 'friends', 'darker', 'scarier'],
  },
];

// Each shade's preferred genres as a list, read once: ranking asks for them on every title.
const PREFERRED = new Map(
  SHADES.map((s) => [
    s,
    Object.entries(s.prefer).map(([id, weight]) => [Number(id), weight] as const),
  ]),
);

// One regex for all shades, compiled once; which shade a match is comes from this map.
const shadeOfPhrase = new Map(SHADES.flatMap((s) => s.words.map((word) => [word, s] as const)));
const shadeRegex = phraseRegex([...shadeOfPhrase.keys()]);

/** The shades a normalized English request names, in order, each once. */
export function readShades(text: string): Shade[] {
  const found: Shade[] = [];
  for (const match of text.matchAll(shadeRegex)) {
    const shade = shadeOfPhrase.get(match[0])!;
    if (!found.includes(shade)) found.push(shade);
  }
  return found;
}

/** The earlier shades a new message keeps: those it neither repeats nor contradicts. */
export function shiftShades(before: Shade[], now: Shade[]): Shade[] {
  const replaced = new Set(now.flatMap((s) => [s.key, ...s.opposite]));
  return [...before.filter((s) => !replaced.has(s.key)), ...now];
}

/** Whether a title keeps every rule of the shades (the hard part; preferences only rank). */
export function keepsShades(c: Candidate, shades: readonly Shade[]): boolean {
  for (const s of shades) {
    if (s.anyOf && !s.anyOf.some((g) => c.genreIds.has(g))) return false;
    if (s.noneOf && s.noneOf.some((g) => c.genreIds.has(g))) return false;
    if (s.maxAge !== undefined && (c.ageLevel === null || c.ageLevel > s.maxAge)) return false;
    if (s.maxRuntime !== undefined && c.runtime !== null && c.runtime > s.maxRuntime) return false;
    if (s.minRating !== undefined && (c.votes === 0 || c.rating < s.minRating)) return false;
  }
  return true;
}

/** How well a title fits the shades' preferred genres, 0..1 (1 when they prefer none). */
export function shadeFit(c: Candidate, shades: readonly Shade[]): number {
  let sum = 0;
  let counted = 0;
  for (const s of shades) {
    const preferred = PREFERRED.get(s)!;
    if (preferred.length === 0) continue;
    let best = 0;
    for (const [id, weight] of preferred) if (weight > best && c.genreIds.has(id)) best = weight;
    sum += best;
    counted++;
  }
  return counted ? sum / counted : 1;
}
