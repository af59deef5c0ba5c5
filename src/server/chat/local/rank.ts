import type { Candidate, CatalogueIndex } from './catalogue-index';
import type { Intent } from './intent';
import { brokenLimits, type LimitName } from './limits';
import { keepsShades, shadeFit } from './shades';
import { GENRE, type Concept } from './vocabulary';

/** Scores within this distance count as a near-tie, so equal questions get varied answers. */
const JITTER = 0.05;

export interface Ranked {
  candidate: Candidate;
  score: number;
}

/**
 * A rule a title must keep: the era, the director or actor, the excluded genres, a mood's facts
 * (shade), the format (a mini-series), or a limit.
 */
export type Restriction =
  'era' | 'director' | 'actor' | 'excluded' | 'shade' | 'format' | LimitName;

/** Which hard rules a title breaks; empty when it may be offered. */
export function brokenRestrictions(
  c: Candidate,
  intent: Intent,
  index: CatalogueIndex,
  watched: ReadonlySet<string>,
): Restriction[] {
  const broken: Restriction[] = brokenLimits(c, intent.limits, watched);
  if (!inEra(c, intent, index.newestYear)) broken.push('era');
  if (intent.director && !c.directors.includes(intent.director)) broken.push('director');
  if (intent.actor && !c.cast.includes(intent.actor)) broken.push('actor');
  if (intent.excluded.length && hasAny(c.genreIds, excludedGenresOf(intent)))
    broken.push('excluded');
  if (intent.shades.length && !keepsShades(c, intent.shades)) broken.push('shade');
  if (intent.miniSeries && (c.media_type !== 'tv' || c.seasons !== 1)) broken.push('format');
  return broken;
}

const excludedCache = new WeakMap<Intent, Set<number>>();
function excludedGenresOf(intent: Intent) {
  let set = excludedCache.get(intent);
  if (!set) excludedCache.set(intent, (set = new Set(intent.excluded.flatMap(primaryGenres))));
  return set;
}

/**
 * Orders the catalogue by fit to the intent, rating and popularity. The era, director,
 * exclusions and stated limits are hard rules; only genre neighbours and the family age rule of
 * a mood give way before an empty answer does.
 */
export function rankCandidates(
  index: CatalogueIndex,
  intent: Intent,
  random: () => number,
  /**
   * Titles the person has seen: ranked like the others (the answer counts those it leaves out),
   * and passed over by the caller unless the request asks to see them again.
   */
  seen: ReadonlySet<string> = NONE,
  /** Titles a follow-up must not repeat ("more", "something else"). */
  shown: ReadonlySet<string> = NONE,
) {
  const seed = intent.similarTo ? index.byKey.get(intent.similarTo.key) : undefined;
  const similarity = seed ? similarityTo(seed) : null;
  const avoided = new Set(intent.concepts.flatMap((c) => c.avoid ?? []));
  const familyOnly = intent.concepts.some((c) => c.key === 'family');
  const shades = intent.shades;
  const shadePrefers = shades.some((s) => Object.keys(s.prefer).length > 0);
  const crowd = shades.some((s) => s.popular) ? 0.25 : 0;
  const hasTaste = intent.concepts.length > 0 || seed !== undefined || shadePrefers;

  const passes = (c: Candidate, strict: boolean) => {
    if (c.key === seed?.key || shown.has(c.key)) return false;
    if (brokenRestrictions(c, intent, index, NONE).length > 0) return false;
    if (!strict) return true;
    // Most requests avoid no genre; then no title's genres need reading.
    if (avoided.size > 0 && hasAny(c.genreIds, avoided)) return false;
    if (familyOnly && c.ageLevel !== null && c.ageLevel >= 3) return false;
    return true;
  };

  const score = (c: Candidate) => {
    const conceptFit = intent.concepts.length
      ? intent.concepts.reduce((sum, concept) => sum + conceptWeight(concept, c), 0) /
        intent.concepts.length
      : 1;
    const seedFit = similarity ? similarity(c) : 1;
    let fit = intent.concepts.length && seed ? (conceptFit + seedFit) / 2 : conceptFit * seedFit;
    // A shade shifts the request towards its genres: "like Breaking Bad, funnier".
    if (shadePrefers) {
      const shaded = shadeFit(c, shades);
      fit = intent.concepts.length || seed ? (2 * fit + shaded) / 3 : shaded;
    }
    const qualityWeight = 0.3 + intent.qualityBoost;
    return { fit, value: 0.55 * fit + qualityWeight * c.quality + (0.15 + crowd) * c.reach };
  };

  const rankWith = (strict: boolean) => {
    const ranked: Ranked[] = [];
    for (const candidate of index.candidates) {
      if (!passes(candidate, strict)) continue;
      const { fit, value } = score(candidate);
      if (hasTaste && fit <= 0) continue;
      ranked.push({ candidate, score: value + random() * JITTER });
    }
    return ranked;
  };

  const byMedia = (list: Ranked[]) => {
    // The format follows the request; when nothing says which, films and series mix.
    if (intent.mediaType) return list.filter((r) => r.candidate.media_type === intent.mediaType);
    return list;
  };

  let ranked = byMedia(rankWith(true));
  // Soft rules (avoided neighbours, the family mood's age rule) give way before an empty answer
  // (one with nothing the person has not seen).
  if (!ranked.some((r) => !seen.has(r.candidate.key))) ranked = byMedia(rankWith(false));
  return bestFirst(ranked);
}

/**
 * The ranked titles, highest score first and, on equal scores, in catalogue order (what a stable
 * sort gives), produced one at a time from a heap. An answer reads a few dozen of them; sorting
 * all of an open request's 3,000 first cost it about 1 ms of its 2.
 */
function* bestFirst(ranked: Ranked[]): Generator<Ranked> {
  const heap = ranked.map((r, i) => ({ r, i }));
  type Entry = (typeof heap)[number];
  const before = (a: Entry, b: Entry) =>
    a.r.score > b.r.score || (a.r.score === b.r.score && a.i < b.i);
  const siftDown = (from: number, size: number) => {
    let at = from;
    for (;;) {
      const left = 2 * at + 1;
      let top = at;
      if (left < size && before(heap[left]!, heap[top]!)) top = left;
      if (left + 1 < size && before(heap[left + 1]!, heap[top]!)) top = left + 1;
      if (top === at) return;
      [heap[at], heap[top]] = [heap[top]!, heap[at]!];
      at = top;
    }
  };
  for (let i = Math.floor(heap.length / 2) - 1; i >= 0; i--) siftDown(i, heap.length);
  for (let size = heap.length; size > 0; size--) {
    yield heap[0]!.r;
    heap[0] = heap[size - 1]!;
    siftDown(0, size - 1);
  }
}

/**
 * When nothing passes, the one rule that rules everything out: the rule most titles that fit
 * the taste break alone. One pass over the catalogue, only on an empty answer.
 */
export function blockingRestriction(
  index: CatalogueIndex,
  intent: Intent,
  watched: ReadonlySet<string>,
): Restriction | null {
  const seed = intent.similarTo ? index.byKey.get(intent.similarTo.key) : undefined;
  const tally = new Map<Restriction, number>();
  for (const c of index.candidates) {
    if (c.key === seed?.key) continue;
    if (intent.mediaType && c.media_type !== intent.mediaType) continue;
    if (intent.concepts.length && !intent.concepts.some((k) => conceptWeight(k, c) > 0)) continue;
    const broken = brokenRestrictions(c, intent, index, watched);
    if (broken.length === 1) tally.set(broken[0]!, (tally.get(broken[0]!) ?? 0) + 1);
  }
  let best: Restriction | null = null;
  for (const [restriction, n] of tally) if (!best || n > tally.get(best)!) best = restriction;
  return best;
}

/** Genres a concept means outright (weight 1); an exclusion removes only those. */
function primaryGenres(concept: Concept): number[] {
  return Object.entries(concept.genres)
    .filter(([, weight]) => weight >= 1)
    .map(([id]) => Number(id));
}

export function conceptWeight(concept: Concept, c: Candidate) {
  let best = 0;
  for (const id of c.genreIds) best = Math.max(best, concept.genres[id] ?? 0);
  // Age ratings tell family films apart even when the data set lacks a Family genre.
  if (concept.key === 'family' && (c.mpaa === 'G' || c.mpaa === 'PG')) best = Math.max(best, 0.7);
  return best;
}

/**
 * TMDB files series under genres of their own ("Sci-Fi & Fantasy", "Action & Adventure", "War &
 * Politics"): a film's genre read as a series' genre, so "a series like Alien" finds sci-fi.
 */
const AS_SERIES_GENRE: Record<number, number> = {
  [GENRE.scienceFiction]: GENRE.tvSciFiFantasy,
  [GENRE.fantasy]: GENRE.tvSciFiFantasy,
  [GENRE.action]: GENRE.tvActionAdventure,
  [GENRE.adventure]: GENRE.tvActionAdventure,
  [GENRE.war]: GENRE.tvWarPolitics,
};
const AS_FILM_GENRE: Record<number, number> = {
  [GENRE.tvSciFiFantasy]: GENRE.scienceFiction,
  [GENRE.tvActionAdventure]: GENRE.action,
  [GENRE.tvWarPolitics]: GENRE.war,
};

/**
 * How close a title is to the one named after "like": shared genres (read across films and
 * series), director, era. The seed's genres are read once per request, not once per title.
 */
function similarityTo(seed: Candidate) {
  const own = [...seed.genreIds].filter((g) => g !== GENRE.drama || seed.genreIds.size === 1);
  const across = own.map(
    (g) => (seed.media_type === 'movie' ? AS_SERIES_GENRE : AS_FILM_GENRE)[g] ?? g,
  );
  return (c: Candidate) => {
    const seedGenres = c.media_type === seed.media_type ? own : across;
    let shared = 0;
    for (const g of seedGenres) if (c.genreIds.has(g)) shared++;
    const genreFit = seedGenres.length ? shared / seedGenres.length : 0;
    if (genreFit === 0) return 0;
    const sameDirector = seed.director && seed.director === c.director ? 0.2 : 0;
    const closeInTime =
      seed.year && c.year ? Math.max(0, 1 - Math.abs(seed.year - c.year) / 20) * 0.15 : 0;
    return clamp(genreFit * 0.75 + sameDirector + closeInTime);
  };
}

function inEra(c: Candidate, intent: Intent, newestYear: CatalogueIndex['newestYear']) {
  const era = intent.era;
  if (!era) return true;
  if (c.year === null) return false;
  if (era.kind === 'recent') return c.year >= newestYear[c.media_type] - 4;
  return c.year >= era.from && c.year <= era.to;
}

function hasAny(ids: Set<number>, wanted: Set<number>) {
  for (const id of ids) if (wanted.has(id)) return true;
  return false;
}

const NONE: ReadonlySet<string> = new Set();

const clamp = (v: number) => Math.max(0, Math.min(1, v));
