import type { MovieSummary, TvSummary } from '@/shared/catalog/title-schemas';
import { DEFAULT_LANGUAGE, type Language } from '@/shared/i18n/languages';
import { composeOverview, composeSeriesOverview } from './compose-overview';
import type { EmbeddedFilm, EmbeddedSeries } from './embedded-catalogue';

/** Overviews composed in a language other than English, by language and title. */
const composed = new Map<string, string>();
const COMPOSED_LIMIT = 50_000;

function remembered(key: string, make: () => string): string {
  let text = composed.get(key);
  if (text === undefined) {
    text = make();
    if (composed.size >= COMPOSED_LIMIT) composed.clear();
    composed.set(key, text);
  }
  return text;
}

/** A film's overview in `language`: its English one unless its facts can say it again. */
export function filmOverview(f: EmbeddedFilm, language: Language = DEFAULT_LANGUAGE): string {
  const facts = f.overview_facts;
  if (language === DEFAULT_LANGUAGE || !facts) return f.overview;
  return remembered(`${language}|movie|${f.id}`, () => composeOverview(facts, language));
}

/** A series' overview in `language`, likewise. */
export function seriesOverview(s: EmbeddedSeries, language: Language = DEFAULT_LANGUAGE): string {
  const facts = s.overview_facts;
  if (language === DEFAULT_LANGUAGE || !facts) return s.overview;
  return remembered(`${language}|tv|${s.id}`, () => composeSeriesOverview(facts, language));
}

/** The list/search shape: only TMDB's summary fields, so list answers stay small. In English. */
export function filmSummary(f: EmbeddedFilm): MovieSummary {
  return filmSummaryIn(f, DEFAULT_LANGUAGE);
}

export function seriesSummary(s: EmbeddedSeries): TvSummary {
  return seriesSummaryIn(s, DEFAULT_LANGUAGE);
}

/** The summary with its overview in `language`. */
export function filmSummaryIn(f: EmbeddedFilm, language: Language): MovieSummary {
  return {
    media_type: 'movie',
    id: f.id,
    title: f.title,
    original_title: f.original_title,
    overview: filmOverview(f, language),
    poster_path: f.poster_path,
    backdrop_path: f.backdrop_path,
    release_date: f.release_date,
    vote_average: f.vote_average,
    vote_count: f.vote_count,
    genre_ids: f.genre_ids,
    adult: false,
    video: false,
    original_language: f.original_language,
    popularity: f.popularity,
  };
}

export function seriesSummaryIn(s: EmbeddedSeries, language: Language): TvSummary {
  return {
    media_type: 'tv',
    id: s.id,
    name: s.name,
    original_name: s.original_name,
    overview: seriesOverview(s, language),
    poster_path: s.poster_path,
    backdrop_path: s.backdrop_path,
    first_air_date: s.first_air_date,
    vote_average: s.vote_average,
    vote_count: s.vote_count,
    genre_ids: s.genre_ids,
    adult: false,
    original_language: s.original_language,
    popularity: s.popularity,
    origin_country: s.origin_country,
    number_of_seasons: s.number_of_seasons,
    number_of_episodes: s.number_of_episodes,
  };
}
