import { translate } from '@/server/i18n/server-messages';
import { DEFAULT_LANGUAGE, type Language } from '@/shared/i18n/languages';
import type { TvGenreName } from './facts/series-facts';
import {
  FILM_NOUNS,
  FILM_QUALIFIERS,
  OVERVIEW,
  SERIES_GENRES,
  SERIES_OVERVIEW,
  type FilmNoun,
  type FilmQualifier,
} from './overview-messages';

/** What kind of film it is: a noun ('drama'), maybe qualified ('science fiction drama'). */
export interface FilmKind {
  noun: FilmNoun;
  qualifier?: FilmQualifier;
}

/** The facts a film's one-sentence overview is written from; every one may be unknown. */
export interface OverviewFacts {
  year: number;
  kind: FilmKind;
  directors: readonly string[];
  cast: readonly string[];
  certification: string | null;
  runtime: number | null;
  distributor: string | null;
}

/** The kind in `language`: 'science fiction drama'. */
function kindPhrase(kind: FilmKind, language: Language = DEFAULT_LANGUAGE): string {
  const noun = translate(language, FILM_NOUNS[kind.noun]);
  return kind.qualifier ? translate(language, FILM_QUALIFIERS[kind.qualifier], { noun }) : noun;
}

/**
 * One factual sentence composed from the facts, never a plot: the catalogue copies no text
 * (issue 30's rule), so the overview is ours, e.g. 'A 2023 drama directed by Christopher Nolan,
 * starring Cillian Murphy and Emily Blunt, rated R, running 180 minutes.' In `language`, through
 * the interface's catalogues (overview-messages.ts), its lists joined with the language's "and".
 */
export function composeOverview(
  facts: OverviewFacts,
  language: Language = DEFAULT_LANGUAGE,
): string {
  const t = (descriptor: Parameters<typeof translate>[1], values?: Record<string, unknown>) =>
    translate(language, descriptor, values);
  const kind = kindPhrase(facts.kind, language);
  const parts = [
    facts.directors.length
      ? t(OVERVIEW.leadDirected, {
          year: String(facts.year),
          kind,
          directors: andList(facts.directors, language),
        })
      : t(OVERVIEW.lead, { year: String(facts.year), kind }),
  ];
  if (facts.cast.length)
    parts.push(t(OVERVIEW.starring, { cast: andList(facts.cast.slice(0, 2), language) }));
  if (facts.certification === 'Not Rated') parts.push(t(OVERVIEW.notRated));
  else if (facts.certification && facts.certification !== 'Open')
    parts.push(t(OVERVIEW.rated, { certification: facts.certification }));
  if (facts.runtime) parts.push(t(OVERVIEW.runtime, { minutes: String(facts.runtime) }));
  if (facts.distributor) parts.push(t(OVERVIEW.releasedBy, { distributor: facts.distributor }));
  const joined = parts.join(', ');
  // A language may open with the kind ('Drame de …'): the sentence starts with a capital.
  const sentence = joined.charAt(0).toLocaleUpperCase(language) + joined.slice(1);
  // Distributor names such as "Warner Bros." already end the sentence.
  return sentence.endsWith('.') ? sentence : `${sentence}.`;
}

const listFormats = new Map<Language, Intl.ListFormat>();

/** 'A and B', 'A, B and C' in English (no serial comma, as the catalogue always wrote). */
function andList(names: readonly string[], language: Language = DEFAULT_LANGUAGE): string {
  if (language === DEFAULT_LANGUAGE)
    return names.length <= 1
      ? (names[0] ?? '')
      : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  let format = listFormats.get(language);
  if (!format) {
    format = new Intl.ListFormat(language, { type: 'conjunction' });
    listFormats.set(language, format);
  }
  return format.format(names);
}

/** The facts a series' overview is written from. */
export interface SeriesOverviewFacts {
  /** Its first two genres. */
  genres: readonly TvGenreName[];
  creators: readonly string[];
  network: string;
  year: number;
  seasons: number;
  episodes: number;
}

/**
 * A series' one sentence: 'A drama and crime series created by Vince Gilligan, first shown on
 * AMC in 2008, with 5 seasons and 62 episodes.' English joins its names with 'and' as it always
 * has; the other languages list the creators with their own "and".
 */
export function composeSeriesOverview(
  facts: SeriesOverviewFacts,
  language: Language = DEFAULT_LANGUAGE,
): string {
  const english = language === DEFAULT_LANGUAGE;
  const genres = facts.genres.map((genre) => translate(language, SERIES_GENRES[genre]));
  const values = {
    // A genre's own name may hold an "and" ('science fiction and fantasy'): the other languages
    // list genres with commas, as a label does.
    genres: english ? genres.join(' and ') : genres.join(', '),
    creators: english ? facts.creators.join(' and ') : andList(facts.creators, language),
    network: facts.network,
    year: String(facts.year),
    seasons: translate(language, SERIES_OVERVIEW.seasons, { count: facts.seasons }),
    episodes: translate(language, SERIES_OVERVIEW.episodes, { count: facts.episodes }),
  };
  const sentence = translate(
    language,
    facts.creators.length ? SERIES_OVERVIEW.created : SERIES_OVERVIEW.shown,
    values,
  );
  return sentence.charAt(0).toLocaleUpperCase(language) + sentence.slice(1);
}
