/**
 * The shape of a curated film of the embedded catalogue (issue 30): facts only, written by the
 * team from what it knows of well-known titles, every fact it is not sure of left out. Such facts
 * are public in film guides (TMDB, IMDb, the BBFC and MPA's rating lists, the studios' release
 * calendars); no sentence is copied from any of them. Overviews are composed by our code.
 */
export type FilmGenreName =
  | 'Action'
  | 'Adventure'
  | 'Animation'
  | 'Comedy'
  | 'Crime'
  | 'Documentary'
  | 'Drama'
  | 'Family'
  | 'Fantasy'
  | 'History'
  | 'Horror'
  | 'Music'
  | 'Mystery'
  | 'Romance'
  | 'Science Fiction'
  | 'Thriller'
  | 'War'
  | 'Western';

/** The MPA's film ratings; 'Not Rated' when the film was released in the US unrated. */
export type UsCertification = 'G' | 'PG' | 'PG-13' | 'R' | 'NC-17' | 'Not Rated';

export interface FilmFacts {
  /** The title it is best known by in English. */
  title: string;
  /** The title in its original language, when that differs. */
  originalTitle?: string;
  /** YYYY-MM-DD: the first theatrical (or streaming) release, in its country of origin. */
  releaseDate: string;
  /** Minutes, the theatrical cut. */
  runtime?: number;
  /** One to three, most telling first. */
  genres: FilmGenreName[];
  directors: string[];
  /** Top-billed cast, up to 8, in billing order; names only. */
  cast: string[];
  /** Left out when unsure: an unsure title is never offered to a kids profile. */
  certification?: UsCertification;
  /** ISO 639-1 code of the original language. */
  language: string;
  /** ISO 3166-1 alpha-2 codes of the producing countries, main one first. */
  countries?: string[];
  /** Only when sure, e.g. 'tt1375666'. */
  imdbId?: string;
  /** A rounded approximation of the public average (0-10), used only for ordering lists. */
  rating?: number;
  /** A rounded approximation of the public vote count, used only for ordering lists. */
  votes?: number;
}
