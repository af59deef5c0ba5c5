// src/server/catalog/embedded/facts/old-film-facts.ts
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
