import type { MessageDescriptor } from '@lingui/core';
import type { TvGenreName } from './facts/series-facts';

/**
 * The words of the embedded catalogue's composed texts (issue 33), in the interface's
 * catalogues: explicit ids, marked for `npm run messages` (the server has no Babel for macros).
 * The English is the text the catalogue has always written; a translation may order and phrase
 * its parts its own way, and is written so that no word has to agree with the kind's gender.
 */

/** The noun that says what kind of film it is: 'drama', 'science fiction film'. */
export const FILM_NOUNS = {
  action: /*i18n*/ {
    id: 'catalog.kind.action',
    message: 'action film',
    comment: "The embedded catalogue's overview: the kind of film, lower case (an action film)",
  },
  adventure: /*i18n*/ {
    id: 'catalog.kind.adventure',
    message: 'adventure film',
    comment: "The embedded catalogue's overview: the kind of film, lower case",
  },
  animated: /*i18n*/ {
    id: 'catalog.kind.animated',
    message: 'animated film',
    comment: "The embedded catalogue's overview: the kind of film, lower case",
  },
  comedy: /*i18n*/ {
    id: 'catalog.kind.comedy',
    message: 'comedy',
    comment: "The embedded catalogue's overview: the kind of film, lower case",
  },
  crime: /*i18n*/ {
    id: 'catalog.kind.crime',
    message: 'crime film',
    comment: "The embedded catalogue's overview: the kind of film, lower case",
  },
  documentary: /*i18n*/ {
    id: 'catalog.kind.documentary',
    message: 'documentary',
    comment: "The embedded catalogue's overview: the kind of film, lower case",
  },
  drama: /*i18n*/ {
    id: 'catalog.kind.drama',
    message: 'drama',
    comment: "The embedded catalogue's overview: the kind of film, lower case",
  },
  horror: /*i18n*/ {
    id: 'catalog.kind.horror',
    message: 'horror film',
    comment: "The embedded catalogue's overview: the kind of film, lower case",
  },
  music: /*i18n*/ {
    id: 'catalog.kind.music',
    message: 'music film',
    comment: "The embedded catalogue's overview: the kind of film, lower case (a film about music)",
  },
  mystery: /*i18n*/ {
    id: 'catalog.kind.mystery',
    message: 'mystery',
    comment: "The embedded catalogue's overview: the kind of film, lower case (a mystery film)",
  },
  romance: /*i18n*/ {
    id: 'catalog.kind.romance',
    message: 'romance',
    comment: "The embedded catalogue's overview: the kind of film, lower case (a romantic film)",
  },
  thriller: /*i18n*/ {
    id: 'catalog.kind.thriller',
    message: 'thriller',
    comment: "The embedded catalogue's overview: the kind of film, lower case",
  },
  war: /*i18n*/ {
    id: 'catalog.kind.war',
    message: 'war film',
    comment: "The embedded catalogue's overview: the kind of film, lower case",
  },
  western: /*i18n*/ {
    id: 'catalog.kind.western',
    message: 'western',
    comment: "The embedded catalogue's overview: the kind of film, lower case",
  },
  musical: /*i18n*/ {
    id: 'catalog.kind.musical',
    message: 'musical',
    comment: "The embedded catalogue's overview: the kind of film, lower case (a musical film)",
  },
  romanticComedy: /*i18n*/ {
    id: 'catalog.kind.romanticComedy',
    message: 'romantic comedy',
    comment: "The embedded catalogue's overview: the kind of film, lower case",
  },
  blackComedy: /*i18n*/ {
    id: 'catalog.kind.blackComedy',
    message: 'black comedy',
    comment: "The embedded catalogue's overview: the kind of film, lower case",
  },
  concert: /*i18n*/ {
    id: 'catalog.kind.concert',
    message: 'concert film',
    comment: "The embedded catalogue's overview: the kind of film, lower case",
  },
  film: /*i18n*/ {
    id: 'catalog.kind.film',
    message: 'film',
    comment: "The embedded catalogue's overview: a film whose kind is not known, lower case",
  },
} satisfies Record<string, MessageDescriptor>;

/**
 * What qualifies the noun: 'science fiction {noun}'. Each is a whole phrase around the noun, so a
 * language puts it before or after, or joins it into a compound; phrased so it agrees with any
 * noun.
 */
export const FILM_QUALIFIERS = {
  scienceFiction: /*i18n*/ {
    id: 'catalog.kind.qualified.scienceFiction',
    message: 'science fiction {noun}',
    comment:
      "The embedded catalogue's overview: a kind of film ({noun}, e.g. 'drama') set in science fiction",
  },
  fantasy: /*i18n*/ {
    id: 'catalog.kind.qualified.fantasy',
    message: 'fantasy {noun}',
    comment:
      "The embedded catalogue's overview: a kind of film ({noun}, e.g. 'comedy') of the fantasy genre",
  },
  historical: /*i18n*/ {
    id: 'catalog.kind.qualified.historical',
    message: 'historical {noun}',
    comment:
      "The embedded catalogue's overview: a kind of film ({noun}, e.g. 'drama') set in the past",
  },
  family: /*i18n*/ {
    id: 'catalog.kind.qualified.family',
    message: 'family {noun}',
    comment:
      "The embedded catalogue's overview: a kind of film ({noun}, e.g. 'comedy') for the whole family",
  },
  superhero: /*i18n*/ {
    id: 'catalog.kind.qualified.superhero',
    message: 'superhero {noun}',
    comment:
      "The embedded catalogue's overview: a kind of film ({noun}, e.g. 'action film') about superheroes",
  },
  factBased: /*i18n*/ {
    id: 'catalog.kind.qualified.factBased',
    message: 'fact-based {noun}',
    comment:
      "The embedded catalogue's overview: a kind of film ({noun}, e.g. 'drama') based on real events",
  },
} satisfies Record<string, MessageDescriptor>;

export type FilmNoun = keyof typeof FILM_NOUNS;
export type FilmQualifier = keyof typeof FILM_QUALIFIERS;

/** The sentence's parts, joined with commas: 'A 2023 drama directed by …, starring …'. */
export const OVERVIEW = {
  lead: /*i18n*/ {
    id: 'catalog.overview.lead',
    message: 'A {year} {kind}',
    comment:
      "The embedded catalogue's overview of a film, its first part: {kind} is the kind of film (lower case: 'drama', 'science fiction film'). Later parts follow after commas",
  },
  leadDirected: /*i18n*/ {
    id: 'catalog.overview.leadDirected',
    message: 'A {year} {kind} directed by {directors}',
    comment:
      "The embedded catalogue's overview of a film, its first part: {kind} is the kind of film (lower case), {directors} one name or a list ('X and Y'). Later parts follow after commas",
  },
  starring: /*i18n*/ {
    id: 'catalog.overview.starring',
    message: 'starring {cast}',
    comment: "The embedded catalogue's overview of a film: its two top-billed actors ('X and Y')",
  },
  notRated: /*i18n*/ {
    id: 'catalog.overview.notRated',
    message: 'not rated',
    comment: "The embedded catalogue's overview of a film: it has no US (MPAA) rating",
  },
  rated: /*i18n*/ {
    id: 'catalog.overview.rated',
    message: 'rated {certification}',
    comment: "The embedded catalogue's overview of a film: its US (MPAA) rating, e.g. 'PG-13'",
  },
  runtime: /*i18n*/ {
    id: 'catalog.overview.runtime',
    message: 'running {minutes} minutes',
    comment: "The embedded catalogue's overview of a film: how long it runs",
  },
  releasedBy: /*i18n*/ {
    id: 'catalog.overview.releasedBy',
    message: 'released by {distributor}',
    comment: "The embedded catalogue's overview of a film: the company that distributed it",
  },
} satisfies Record<string, MessageDescriptor>;

/** A series' seasons and episodes. */
export const EPISODES = {
  season: /*i18n*/ {
    id: 'catalog.season.name',
    message: 'Season {number}',
    comment: "The embedded catalogue: a series' season, by number",
  },
  episode: /*i18n*/ {
    id: 'catalog.episode.name',
    message: 'Episode {number}',
    comment: "The embedded catalogue: an episode's name, by its number in the season",
  },
  overview: /*i18n*/ {
    id: 'catalog.episode.overview',
    message: 'Season {season}, episode {episode} of {count}, of {series}.',
    comment:
      "The embedded catalogue: an episode's overview, e.g. 'Season 2, episode 3 of 10, of Breaking Bad.'",
  },
} satisfies Record<string, MessageDescriptor>;

/** How a series' overview names its genres: 'A drama and crime series'. */
export const SERIES_GENRES = {
  'Action & Adventure': /*i18n*/ {
    id: 'catalog.seriesGenre.actionAdventure',
    message: 'action-adventure',
    comment:
      "The embedded catalogue's overview of a series: one of its genres, lower case ('an action-adventure series'); two are joined with 'and'",
  },
  Animation: /*i18n*/ {
    id: 'catalog.seriesGenre.animation',
    message: 'animated',
    comment: "The embedded catalogue's overview of a series: one of its genres, lower case",
  },
  Comedy: /*i18n*/ {
    id: 'catalog.seriesGenre.comedy',
    message: 'comedy',
    comment: "The embedded catalogue's overview of a series: one of its genres, lower case",
  },
  Crime: /*i18n*/ {
    id: 'catalog.seriesGenre.crime',
    message: 'crime',
    comment: "The embedded catalogue's overview of a series: one of its genres, lower case",
  },
  Documentary: /*i18n*/ {
    id: 'catalog.seriesGenre.documentary',
    message: 'documentary',
    comment: "The embedded catalogue's overview of a series: one of its genres, lower case",
  },
  Drama: /*i18n*/ {
    id: 'catalog.seriesGenre.drama',
    message: 'drama',
    comment: "The embedded catalogue's overview of a series: one of its genres, lower case",
  },
  Family: /*i18n*/ {
    id: 'catalog.seriesGenre.family',
    message: 'family',
    comment: "The embedded catalogue's overview of a series: one of its genres, lower case",
  },
  Kids: /*i18n*/ {
    id: 'catalog.seriesGenre.kids',
    message: 'kids',
    comment:
      "The embedded catalogue's overview of a series: one of its genres, lower case (a series for children)",
  },
  Mystery: /*i18n*/ {
    id: 'catalog.seriesGenre.mystery',
    message: 'mystery',
    comment: "The embedded catalogue's overview of a series: one of its genres, lower case",
  },
  Reality: /*i18n*/ {
    id: 'catalog.seriesGenre.reality',
    message: 'reality',
    comment:
      "The embedded catalogue's overview of a series: one of its genres, lower case (reality TV)",
  },
  'Sci-Fi & Fantasy': /*i18n*/ {
    id: 'catalog.seriesGenre.sciFiFantasy',
    message: 'science fiction and fantasy',
    comment: "The embedded catalogue's overview of a series: one of its genres, lower case",
  },
  'War & Politics': /*i18n*/ {
    id: 'catalog.seriesGenre.warPolitics',
    message: 'political',
    comment:
      "The embedded catalogue's overview of a series: one of its genres, lower case (war and politics)",
  },
  Western: /*i18n*/ {
    id: 'catalog.seriesGenre.western',
    message: 'western',
    comment: "The embedded catalogue's overview of a series: one of its genres, lower case",
  },
} satisfies Record<TvGenreName, MessageDescriptor>;

/** A series' overview: 'A drama and crime series created by …, first shown on AMC in 2008, …'. */
export const SERIES_OVERVIEW = {
  shown: /*i18n*/ {
    id: 'catalog.seriesOverview.shown',
    message: 'A {genres} series first shown on {network} in {year}, with {seasons} and {episodes}.',
    comment:
      "The embedded catalogue's overview of a series: {genres} its genres (lower case; in English joined with 'and', in the other languages with commas), {network} a TV channel or streaming service, {seasons} and {episodes} counts ('5 seasons', '62 episodes')",
  },
  created: /*i18n*/ {
    id: 'catalog.seriesOverview.created',
    message:
      'A {genres} series created by {creators}, first shown on {network} in {year}, with {seasons} and {episodes}.',
    comment:
      "The embedded catalogue's overview of a series: {genres} its genres (lower case; in English joined with 'and', in the other languages with commas), {creators} one name or a list, {network} a TV channel or streaming service, {seasons} and {episodes} counts ('5 seasons', '62 episodes')",
  },
  seasons: /*i18n*/ {
    id: 'catalog.seriesOverview.seasons',
    message: '{count, plural, one {# season} other {# seasons}}',
    comment: "The embedded catalogue's overview of a series: how many seasons it has",
  },
  episodes: /*i18n*/ {
    id: 'catalog.seriesOverview.episodes',
    message: '{count, plural, one {# episode} other {# episodes}}',
    comment: "The embedded catalogue's overview of a series: how many episodes it has",
  },
} satisfies Record<string, MessageDescriptor>;
