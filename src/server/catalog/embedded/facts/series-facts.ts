/**
 * The shape of a curated series of the embedded catalogue (issue 30): facts only, as in
 * film-facts.ts, every fact the team is not sure of left out. Such facts are public in TV guides
 * (TMDB, IMDb, the networks' own listings, the TV Parental Guidelines ratings).
 */
export type TvGenreName =
  | 'Action & Adventure'
  | 'Animation'
  | 'Comedy'
  | 'Crime'
  | 'Documentary'
  | 'Drama'
  | 'Family'
  | 'Kids'
  | 'Mystery'
  | 'Reality'
  | 'Sci-Fi & Fantasy'
  | 'War & Politics'
  | 'Western';

/** The US TV Parental Guidelines. Left out when unsure: such a series is never offered to kids. */
type UsTvRating = 'TV-Y' | 'TV-Y7' | 'TV-G' | 'TV-PG' | 'TV-14' | 'TV-MA';

export interface SeriesFacts {
  /** TMDB's id, only when sure; the catalogue gives a series without one a stable hashed id. */
  tmdbId?: number;
  /** The name it is best known by in English. */
  name: string;
  /** The name in its original language, when that differs. */
  originalName?: string;
  /** YYYY-MM-DD of the first episode. */
  firstAirDate: string;
  /** YYYY-MM-DD of the last episode aired so far, when known. */
  lastAirDate?: string;
  /** As of the end of 2025: 'ended' once the makers have said the last season has aired. */
  status: 'returning' | 'ended';
  /** Episodes per regular season, in order: seasons[0] is season 1 (aired seasons only). */
  seasons: number[];
  networks: string[];
  /** One to three, most telling first. */
  genres: TvGenreName[];
  creators: string[];
  /** Top-billed regular cast, up to 8; names only. */
  cast: string[];
  tvRating?: UsTvRating;
  /** ISO 639-1 code of the original language. */
  language: string;
  /** ISO 3166-1 alpha-2 codes, main one first. */
  countries?: string[];
  /** Only when sure, e.g. 'tt0903747'. */
  imdbId?: string;
  /** Rounded approximations of public figures, used only for ordering lists. */
  rating?: number;
  votes?: number;
  /** Streaming releases drop a whole season on one day; broadcast seasons air weekly. */
  release: 'weekly' | 'all-at-once';
}
