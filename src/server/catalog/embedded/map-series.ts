import type { EmbeddedSeries } from './embedded-catalogue';
import { artPaths } from './art-paths';
import { SERIES_ORIGIN, type SeriesFacts, TV_GENRES } from './series-table';

const GENRE_WORDS: Record<number, string> = {
  10759: 'action-adventure',
  16: 'animated',
  35: 'comedy',
  80: 'crime',
  99: 'documentary',
  18: 'drama',
  10751: 'family',
  10762: 'kids',
  9648: 'mystery',
  10765: 'science fiction and fantasy',
  10768: 'political',
  37: 'western',
};

export function mapSeries(facts: SeriesFacts): EmbeddedSeries {
  const episodes = facts.seasons.reduce((sum, n) => sum + n, 0);
  const seasons = facts.seasons.length;
  const words = facts.genres.slice(0, 2).map((g) => GENRE_WORDS[g] ?? 'drama');
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  return {
    media_type: 'tv',
    id: facts.id,
    name: facts.name,
    original_name: facts.name,
    overview:
      `A ${words.join(' and ')} series first shown on ${facts.networks[0]} in ` +
      `${facts.firstAirDate.slice(0, 4)}, with ${plural(seasons, 'season')} and ${plural(episodes, 'episode')}.`,
    poster_path: artPaths.poster('tv', facts.id),
    backdrop_path: artPaths.backdrop('tv', facts.id),
    first_air_date: facts.firstAirDate,
    vote_average: facts.rating,
    vote_count: facts.votes,
    genre_ids: facts.genres,
    adult: false,
    original_language: SERIES_ORIGIN[facts.id]?.language ?? 'en',
    popularity: seriesPopularity(facts.votes),
    origin_country: SERIES_ORIGIN[facts.id]?.countries ?? ['US'],
    genres: facts.genres.map((id) => ({ id, name: TV_GENRES[id] ?? 'Drama' })),
    networks: facts.networks,
    number_of_seasons: seasons,
    number_of_episodes: episodes,
    episodes_per_season: facts.seasons,
    release: facts.release,
  };
}

/** Same log scale as films, from TMDB-style vote counts, so mixed search results compare fairly. */
function seriesPopularity(votes: number): number {
  return Math.round(8 * Math.log1p(votes) * 1000) / 1000;
}
