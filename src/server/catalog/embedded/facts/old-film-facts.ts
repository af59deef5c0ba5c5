/**
 * The shape of the facts added to a film of the older embedded set (issue 30): the vega-datasets
 * films up to 2010, which come with no cast and often without a runtime or certification. Facts
 * only, written by the team from what it knows of these well-known titles, every fact it is not
 * sure of left out; such facts are public in film guides (TMDB, IMDb, the MPA's rating lists).
 */
import type { FilmGenreName, UsCertification } from './film-facts';

/** Facts added to a film of the vega-datasets set, matched by its title and year as listed. */
export interface OldFilmFacts {
  /** Exactly as in the list: 'The Dark Knight (2008)'. */
  key: string;
  directors?: string[]; // only when the data set's director is missing or wrong
  cast: string[]; // top-billed, up to 8
  runtime?: number;
  certification?: UsCertification;
  language?: string;
  countries?: string[];
  imdbId?: string;
  genres?: FilmGenreName[]; // only when sure and the film's major genre alone misleads
}
