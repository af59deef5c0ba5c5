import type {
  EmbeddedCatalogue,
  EmbeddedFilm,
  EmbeddedSeries,
} from '@/server/catalog/embedded/embedded-catalogue';
import type { Genre } from '@/shared/catalog/title-schemas';
import type { IntentLookups, TitleRef } from './intent';
import { titleKey } from './text-match';
import { ageLevelOf } from '@/shared/catalog/certification-age';

/** One film or series, flattened to what ranking and answers need. */
export interface Candidate {
  key: string;
  id: number;
  media_type: 'movie' | 'tv';
  title: string;
  /** Lookup form of the title (no article, lower case). */
  norm: string;
  poster_path: string | null;
  year: number | null;
  genreIds: Set<number>;
  genres: Genre[];
  rating: number;
  votes: number;
  popularity: number;
  /** Rating pulled towards the catalogue mean when votes are few, scaled 0..1; set by the index. */
  quality: number;
  /** Popularity on a log scale, 0..1; set by the index. */
  reach: number;
  director: string | null;
  /** A film's directors, or a series' creators: who "by …" names. */
  directors: string[];
  /** Top-billed cast: who "with …" names (issue 30). */
  cast: string[];
  networks: string[];
  runtime: number | null;
  mpaa: string | null;
  /** The certification as the catalogue gives it: a film's MPAA rating, a series' TV rating. */
  certification: string | null;
  /** The certification as an age: 0 all ages, 1 parental guidance, 2 teens, 3 adults; null unknown. */
  ageLevel: number | null;
  /** Release date (a series' first air date), 'YYYY-MM-DD', or '' when unknown. */
  date: string;
  /** A series' seasons and episodes, and whether it has ended; null for films. */
  seasons: number | null;
  episodes: number | null;
  ended: boolean;
}

export interface CatalogueIndex {
  candidates: Candidate[];
  byKey: Map<string, Candidate>;
  /** Titles by their lookup form; remakes share one entry. */
  byTitle: Map<string, Candidate[]>;
  lookups: IntentLookups;
  /** Newest release year per kind: "recent" films and "recent" series differ in this data. */
  newestYear: { movie: number; tv: number };
  maxPopularity: number;
  meanRating: number;
}

// Words that follow "like" in ordinary speech ("I'd like something…") and are never a title alone.
const STOP = new Set(
  'a an the it me to something anything some one that this those these them you us movie movies film films show shows series more watching watch to be good great'.split(
    ' ',
  ),
);

/** The part of the embedded catalogue the chat reads; fixtures need nothing more. */
export type ChatCatalogue = Pick<EmbeddedCatalogue, 'films' | 'series'>;

/** Votes a rating needs before it is trusted; fewer pull it towards the catalogue mean. */
const PRIOR_VOTES = 2000;

const cache = new WeakMap<ChatCatalogue, CatalogueIndex>();

/** Builds (once per catalogue object) the flattened candidates and the title/director lookups. */
export function indexCatalogue(catalogue: ChatCatalogue): CatalogueIndex {
  const cached = cache.get(catalogue);
  if (cached) return cached;
  const candidates = [...catalogue.films.map(fromFilm), ...catalogue.series.map(fromSeries)];
  const byKey = new Map(candidates.map((c) => [c.key, c]));
  const byTitle = groupBy(candidates, (c) => c.norm);
  const directors = new Map<string, string>();
  const actors = new Map<string, string>();
  for (const c of candidates) {
    for (const name of c.directors) directors.set(titleKey(name), name);
    for (const name of c.cast) actors.set(titleKey(name), name);
  }
  const findName = (names: Map<string, string>, words: string[]) => {
    for (let n = Math.min(words.length, 4); n >= 1; n--) {
      const name = names.get(titleKey(words.slice(0, n).join(' ')));
      if (name && (n >= 2 || name.split(' ').length === 1)) return { name, wordsUsed: n };
    }
    return null;
  };

  const mostPopular = (list: Candidate[]) =>
    list.reduce((best, c) => (c.popularity > best.popularity ? c : best));
  const firstWords = mostPopularByFirstWords(candidates);
  const ref = (c: Candidate): TitleRef => ({ key: c.key, title: c.title });

  const lookups: IntentLookups = {
    findTitle(words) {
      for (let n = Math.min(words.length, 10); n >= 1; n--) {
        const phrase = titleKey(words.slice(0, n).join(' '));
        if (phrase.length < 2 || (n === 1 && STOP.has(phrase))) continue;
        const exact = byTitle.get(phrase);
        if (exact) return { ref: ref(mostPopular(exact)), wordsUsed: n };
        // "like harry potter" finds the best-known "Harry Potter and …".
        const prefixed = n >= 2 ? firstWords.get(phrase) : undefined;
        if (prefixed) return { ref: ref(prefixed), wordsUsed: n };
      }
      return null;
    },
    findDirector: (words) => findName(directors, words),
    findActor: (words) => findName(actors, words),
  };

  const newest = (kind: 'movie' | 'tv') =>
    Math.max(0, ...candidates.filter((c) => c.media_type === kind).map((c) => c.year ?? 0)) ||
    new Date().getFullYear();
  const rated = candidates.filter((c) => c.votes > 0);
  const meanRating = rated.length ? rated.reduce((s, c) => s + c.rating, 0) / rated.length : 6.5;
  const maxPopularity = Math.max(1, ...candidates.map((c) => c.popularity));
  // Static per title, so computed once here rather than on every request.
  for (const c of candidates) {
    const trust = c.votes / (c.votes + PRIOR_VOTES);
    const bayes = trust * c.rating + (1 - trust) * meanRating;
    c.quality = Math.max(0, Math.min(1, (bayes - 4) / 5));
    c.reach = Math.log1p(c.popularity) / Math.log1p(maxPopularity);
  }
  const index: CatalogueIndex = {
    candidates,
    byKey,
    byTitle,
    lookups,
    newestYear: { movie: newest('movie'), tv: newest('tv') },
    maxPopularity,
    meanRating,
  };
  cache.set(catalogue, index);
  return index;
}

/**
 * Where a kind keeps its title and date, and what only one kind has: a film's director, running
 * time and MPAA rating, a series' networks.
 */
type OwnFields = Pick<
  Candidate,
  | 'title'
  | 'director'
  | 'directors'
  | 'cast'
  | 'networks'
  | 'runtime'
  | 'mpaa'
  | 'certification'
  | 'date'
  | 'seasons'
  | 'episodes'
  | 'ended'
>;

/**
 * Films and series become candidates through this one object literal, every field in it, so
 * they all share one hidden class and ranking's loops over the catalogue read them at full speed.
 * Spreading a shared part into each kind's own literal gave every candidate a shape of its own
 * (3,224 shapes for 3,241 titles) and made each answer 5 times slower (issue 37).
 */
function candidate(
  media_type: Candidate['media_type'],
  t: EmbeddedFilm | EmbeddedSeries,
  own: OwnFields,
): Candidate {
  return {
    key: `${media_type}:${t.id}`,
    id: t.id,
    media_type,
    title: own.title,
    norm: titleKey(own.title),
    poster_path: t.poster_path,
    year: yearOf(own.date),
    genreIds: new Set(t.genres.map((g) => g.id).concat(t.genre_ids)),
    genres: t.genres,
    rating: t.vote_average,
    votes: t.vote_count,
    popularity: t.popularity,
    quality: 0,
    reach: 0,
    director: own.director,
    directors: own.directors,
    cast: own.cast,
    networks: own.networks,
    runtime: own.runtime,
    mpaa: own.mpaa,
    certification: own.certification,
    ageLevel: ageLevelOf(own.certification),
    date: own.date ?? '',
    seasons: own.seasons,
    episodes: own.episodes,
    ended: own.ended,
  };
}

function fromFilm(f: EmbeddedFilm): Candidate {
  return candidate('movie', f, {
    title: f.title,
    date: f.release_date,
    director: f.director,
    directors: f.directors,
    cast: f.cast,
    networks: [],
    runtime: f.runtime,
    mpaa: f.mpaa_rating,
    certification: f.mpaa_rating,
    seasons: null,
    episodes: null,
    ended: false,
  });
}

function fromSeries(s: EmbeddedSeries): Candidate {
  return candidate('tv', s, {
    title: s.name,
    date: s.first_air_date,
    director: null,
    directors: s.creators,
    cast: s.cast,
    networks: s.networks,
    runtime: null,
    mpaa: null,
    certification: s.tv_rating,
    seasons: s.number_of_seasons,
    episodes: s.number_of_episodes,
    ended: s.status === 'ended',
  });
}

function yearOf(date: string): number | null {
  const year = Number(date?.slice(0, 4));
  return Number.isInteger(year) && year > 1800 ? year : null;
}

/**
 * For every run of first words a longer title starts with ("harry potter", "harry potter and"),
 * the best-known such title, the first of the catalogue's order on a tie. A hostile "like like
 * like …" asks for dozens of these per answer; scanning the whole catalogue for each cost 1 ms.
 */
function mostPopularByFirstWords(candidates: Candidate[]) {
  const best = new Map<string, Candidate>();
  for (const c of candidates) {
    for (let space = c.norm.indexOf(' '); space > 0; space = c.norm.indexOf(' ', space + 1)) {
      const start = c.norm.slice(0, space);
      const known = best.get(start);
      if (!known || c.popularity > known.popularity) best.set(start, c);
    }
  }
  return best;
}

function groupBy<T>(items: T[], keyOf: (item: T) => string) {
  const map = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const list = map.get(key);
    if (list) list.push(item);
    else map.set(key, [item]);
  }
  return map;
}
