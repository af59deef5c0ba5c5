import type { EmbeddedSeries } from './embedded-catalogue';
import { artPaths } from './art-paths';
import { composeSeriesOverview, type SeriesOverviewFacts } from './compose-overview';
import type { SeriesFacts } from './facts/series-facts';
import { fnv1a } from './stable-hash';
import { genreByName } from '@/shared/catalog/genre-names';

/**
 * A series without a TMDB id gets one hashed from its name and first year, in
 * 500,000..899,999: apart from the films (1,000,000 up), and probed past every id already taken
 * (the TMDB ids kept from the table come first), so saved library entries keep working.
 */
const SERIES_ID_BASE = 500_000;
const SERIES_ID_SPAN = 400_000;

export function mapAllSeries(rows: readonly SeriesFacts[]): EmbeddedSeries[] {
  const used = new Set(rows.flatMap((r) => (r.tmdbId ? [r.tmdbId] : [])));
  const hashed = rows
    .filter((r) => !r.tmdbId)
    .map((row) => ({ row, key: `${row.name.toLowerCase()}|${row.firstAirDate.slice(0, 4)}` }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const ids = new Map<SeriesFacts, number>();
  for (const { row, key } of hashed) {
    let id = SERIES_ID_BASE + (fnv1a(`series|${key}`) % SERIES_ID_SPAN);
    while (used.has(id)) id = id + 1 >= SERIES_ID_BASE + SERIES_ID_SPAN ? SERIES_ID_BASE : id + 1;
    used.add(id);
    ids.set(row, id);
  }
  return rows.map((row) => mapSeries(row, row.tmdbId ?? ids.get(row)!));
}

function mapSeries(facts: SeriesFacts, id: number): EmbeddedSeries {
  const episodes = facts.seasons.reduce((sum, n) => sum + n, 0);
  const seasons = facts.seasons.length;
  const overviewFacts: SeriesOverviewFacts = {
    genres: facts.genres.slice(0, 2),
    creators: facts.creators,
    network: facts.networks[0]!,
    year: Number(facts.firstAirDate.slice(0, 4)),
    seasons,
    episodes,
  };
  return {
    media_type: 'tv',
    id,
    name: facts.name,
    original_name: facts.originalName ?? facts.name,
    overview: composeSeriesOverview(overviewFacts),
    overview_facts: overviewFacts,
    poster_path: artPaths.poster('tv', id),
    backdrop_path: artPaths.backdrop('tv', id),
    first_air_date: facts.firstAirDate,
    vote_average: facts.rating ?? 0,
    vote_count: facts.votes ?? 0,
    genre_ids: facts.genres.map((name) => genreByName(name).id),
    adult: false,
    original_language: facts.language,
    popularity: seriesPopularity(facts.votes ?? 0),
    origin_country: facts.countries?.length ? facts.countries : ['US'],
    genres: facts.genres.map(genreByName),
    networks: facts.networks,
    number_of_seasons: seasons,
    number_of_episodes: episodes,
    episodes_per_season: facts.seasons,
    release: facts.release,
    creators: facts.creators,
    cast: facts.cast,
    status: facts.status,
    last_air_date: facts.lastAirDate ?? null,
    imdb_id: facts.imdbId ?? null,
    tv_rating: facts.tvRating ?? null,
  };
}

/** Same log scale as films, from TMDB-style vote counts, so mixed search results compare fairly. */
function seriesPopularity(votes: number): number {
  return Math.round(8 * Math.log1p(votes) * 1000) / 1000;
}
