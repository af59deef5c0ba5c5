import type { MovieDetail, TvDetail } from '@/shared/catalog/detail-schemas';
import type { EmbeddedCatalogue, EmbeddedFilm, EmbeddedSeries } from './embedded-catalogue';
import { artPaths } from './art-paths';
import { recommendFilms } from './recommend-films';
import { buildSeason, seasonSummaries } from './series-episodes';
import { fnv1a } from './stable-hash';
import { DEFAULT_LANGUAGE, type Language } from '@/shared/i18n/languages';
import { filmSummaryIn, seriesSummaryIn } from './to-summary';

const languageNames = new Intl.DisplayNames(['en'], { type: 'language' });
const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** TMDB's spoken-language entry for an ISO 639-1 code ('ko' → Korean). */
function spokenLanguage(code: string) {
  const name = languageNames.of(code) ?? code;
  return { english_name: name, iso_639_1: code, name };
}

function productionCountry(code: string) {
  return { iso_3166_1: code, name: regionNames.of(code) ?? code };
}

/** TMDB's credits shape for the names a title lists; no character names (issue 30). */
function credits(
  catalogue: EmbeddedCatalogue,
  cast: readonly string[],
  crew: readonly { name: string; job: string; department: string }[],
): MovieDetail['credits'] {
  const idOf = (name: string) => catalogue.people.idOf(name)!;
  return {
    cast: cast.map((name, order) => ({
      id: idOf(name),
      name,
      character: '',
      profile_path: artPaths.profile(idOf(name)),
      order,
    })),
    crew: crew.map(({ name, job, department }) => ({
      id: idOf(name),
      name,
      job,
      department,
      profile_path: artPaths.profile(idOf(name)),
    })),
  };
}

const companyId = (name: string) => 100_000 + (fnv1a(`company|${name}`) % 900_000);

/**
 * Movie detail with credits, videos and recommendations, in one object as the API answers it.
 * `pool` is what recommendations are picked from: a kids profile's films only, so it still gets
 * up to 20 of them.
 */
export function movieDetail(
  catalogue: EmbeddedCatalogue,
  id: number,
  pool: readonly EmbeddedFilm[] = catalogue.films,
  language: Language = DEFAULT_LANGUAGE,
): MovieDetail | null {
  const film = catalogue.filmById.get(id);
  if (!film) return null;
  const recommendations = recommendFilms(pool, film).map((f) => filmSummaryIn(f, language));
  return {
    ...filmSummaryIn(film, language),
    tagline: '',
    runtime: film.runtime,
    genres: film.genres,
    production_countries: film.countries.map(productionCountry),
    production_companies: film.distributor
      ? [
          {
            id: companyId(film.distributor),
            name: film.distributor,
            logo_path: null,
            origin_country: '',
          },
        ]
      : [],
    spoken_languages: [spokenLanguage(film.original_language)],
    budget: film.budget,
    revenue: film.revenue,
    status: 'Released',
    homepage: null,
    imdb_id: film.imdb_id,
    // Only the names the curated facts give: a film without them has an empty cast, never a guess.
    credits: credits(
      catalogue,
      film.cast,
      film.directors.map((name) => ({ name, job: 'Director', department: 'Directing' })),
    ),
    videos: { results: [] },
    recommendations: {
      page: 1,
      results: recommendations,
      total_pages: recommendations.length ? 1 : 0,
      total_results: recommendations.length,
    },
  };
}

export function tvDetail(
  catalogue: EmbeddedCatalogue,
  id: number,
  language: Language = DEFAULT_LANGUAGE,
): TvDetail | null {
  const series = catalogue.seriesById.get(id);
  if (!series) return null;
  const lastSeason = buildSeason(series, series.number_of_seasons);
  return {
    ...seriesSummaryIn(series, language),
    tagline: '',
    genres: series.genres,
    networks: series.networks.map((name) => ({
      id: companyId(name),
      name,
      logo_path: null,
      origin_country: series.origin_country?.[0] ?? 'US',
    })),
    number_of_seasons: series.number_of_seasons,
    number_of_episodes: series.number_of_episodes,
    episode_run_time: [typicalRuntime(series)],
    seasons: seasonSummaries(series, language),
    status: series.status === 'returning' ? 'Returning Series' : 'Ended',
    homepage: null,
    last_air_date: series.last_air_date ?? lastSeason?.episodes.at(-1)?.air_date ?? null,
    credits: credits(
      catalogue,
      series.cast,
      series.creators.map((name) => ({ name, job: 'Creator', department: 'Writing' })),
    ),
    external_ids: { imdb_id: series.imdb_id },
  };
}

/** The median runtime of the first season, so the detail agrees with the episode list. */
function typicalRuntime(series: EmbeddedSeries): number {
  const runtimes = (buildSeason(series, 1)?.episodes ?? [])
    .map((e) => e.runtime ?? 0)
    .sort((a, b) => a - b);
  return runtimes[Math.floor(runtimes.length / 2)] ?? 45;
}
