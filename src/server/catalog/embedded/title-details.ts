import type { MovieDetail, TvDetail } from '@/shared/catalog/detail-schemas';
import type { EmbeddedCatalogue, EmbeddedSeries } from './embedded-catalogue';
import { artPaths } from './art-paths';
import { recommendFilms } from './recommend-films';
import { buildSeason, seasonSummaries } from './series-episodes';
import { fnv1a } from './stable-hash';
import { filmSummary, seriesSummary } from './to-summary';

const ENGLISH = { english_name: 'English', iso_639_1: 'en', name: 'English' };
const companyId = (name: string) => 100_000 + (fnv1a(`company|${name}`) % 900_000);

/** Movie detail with credits, videos and recommendations, in one object as the API answers it. */
export function movieDetail(catalogue: EmbeddedCatalogue, id: number): MovieDetail | null {
  const film = catalogue.filmById.get(id);
  if (!film) return null;
  const recommendations = recommendFilms(catalogue.films, film).map(filmSummary);
  return {
    ...filmSummary(film),
    tagline: '',
    runtime: film.runtime,
    genres: film.genres,
    production_countries: [],
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
    spoken_languages: [ENGLISH],
    budget: film.budget,
    revenue: film.revenue,
    status: 'Released',
    homepage: null,
    imdb_id: null,
    // The data set names no actors, and we invent nobody: the cast stays empty.
    credits: {
      cast: [],
      crew:
        film.director && film.director_id
          ? [
              {
                id: film.director_id,
                name: film.director,
                job: 'Director',
                department: 'Directing',
                profile_path: artPaths.profile(film.director_id),
              },
            ]
          : [],
    },
    videos: { results: [] },
    recommendations: {
      page: 1,
      results: recommendations,
      total_pages: recommendations.length ? 1 : 0,
      total_results: recommendations.length,
    },
  };
}

export function tvDetail(catalogue: EmbeddedCatalogue, id: number): TvDetail | null {
  const series = catalogue.seriesById.get(id);
  if (!series) return null;
  const lastSeason = buildSeason(series, series.number_of_seasons);
  return {
    ...seriesSummary(series),
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
    seasons: seasonSummaries(series),
    status: 'Ended',
    homepage: null,
    last_air_date: lastSeason?.episodes.at(-1)?.air_date ?? null,
    credits: { cast: [], crew: [] },
    external_ids: { imdb_id: null },
  };
}

/** The median runtime of the first season, so the detail agrees with the episode list. */
function typicalRuntime(series: EmbeddedSeries): number {
  const runtimes = (buildSeason(series, 1)?.episodes ?? [])
    .map((e) => e.runtime ?? 0)
    .sort((a, b) => a - b);
  return runtimes[Math.floor(runtimes.length / 2)] ?? 45;
}
