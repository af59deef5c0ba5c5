import type { MovieDetail, Season, TvDetail } from '@/shared/catalog/detail-schemas';

/**
 * Catalogue answers in TMDB's v3 shape, as our server relays them from TMDB: image fields are
 * templates on TMDB's image host. Trimmed real records, enough to exercise every field.
 */
const img = (file: string) => `https://image.tmdb.org/t/p/{size}/${file}`;

export const matrix: MovieDetail = {
  media_type: 'movie',
  id: 603,
  title: 'The Matrix',
  original_title: 'The Matrix',
  overview: 'Set in the 22nd century, The Matrix tells the story of a computer hacker.',
  poster_path: img('f89U3ADr1oiB1s9GkdPOEpXUk5H.jpg'),
  backdrop_path: img('l4QHerTSbMI7qgvasqxP36pqjN6.jpg'),
  release_date: '1999-03-30',
  vote_average: 8.218,
  vote_count: 26853,
  genre_ids: [28, 878],
  adult: false,
  video: false,
  original_language: 'en',
  popularity: 89.4,
  tagline: 'Welcome to the Real World.',
  runtime: 136,
  genres: [
    { id: 28, name: 'Action' },
    { id: 878, name: 'Science Fiction' },
  ],
  production_countries: [
    { iso_3166_1: 'US', name: 'United States of America' },
    { iso_3166_1: 'AU', name: 'Australia' },
  ],
  production_companies: [
    { id: 79, name: 'Village Roadshow Pictures', logo_path: null, origin_country: 'US' },
    { id: 372, name: 'Groucho II Film Partnership', logo_path: null, origin_country: '' },
    { id: 1885, name: 'Silver Pictures', logo_path: null, origin_country: 'US' },
    { id: 174, name: 'Warner Bros. Pictures', logo_path: null, origin_country: 'US' },
  ],
  spoken_languages: [{ english_name: 'English', iso_639_1: 'en', name: 'English' }],
  budget: 63_000_000,
  revenue: 463_517_383,
  status: 'Released',
  homepage: 'https://www.warnerbros.com/movies/matrix',
  imdb_id: 'tt0133093',
  credits: {
    cast: [
      ...[
        ['Keanu Reeves', 'Neo'],
        ['Laurence Fishburne', 'Morpheus'],
        ['Carrie-Anne Moss', 'Trinity'],
        ['Hugo Weaving', 'Agent Smith'],
        ['Gloria Foster', 'Oracle'],
        ['Joe Pantoliano', 'Cypher'],
        ['Marcus Chong', 'Tank'],
        ['Julian Arahanga', 'Apoc'],
        ['Matt Doran', 'Mouse'],
        ['Belinda McClory', 'Switch'],
        ['Anthony Ray Parker', 'Dozer'],
        ['Paul Goddard', 'Agent Brown'],
        ['Robert Taylor', 'Agent Jones'],
      ].map(([name, character], i) => ({
        id: 6384 + i,
        name: name!,
        character: character!,
        profile_path: i === 1 ? null : img(`person-${i}.jpg`),
        order: i,
      })),
    ],
    crew: [
      {
        id: 9339,
        name: 'Lilly Wachowski',
        job: 'Director',
        department: 'Directing',
        profile_path: null,
      },
      {
        id: 9340,
        name: 'Lana Wachowski',
        job: 'Director',
        department: 'Directing',
        profile_path: null,
      },
      {
        id: 9339,
        name: 'Lilly Wachowski',
        job: 'Writer',
        department: 'Writing',
        profile_path: null,
      },
      {
        id: 9340,
        name: 'Lana Wachowski',
        job: 'Writer',
        department: 'Writing',
        profile_path: null,
      },
      {
        id: 1091,
        name: 'Joel Silver',
        job: 'Producer',
        department: 'Production',
        profile_path: null,
      },
    ],
  },
  videos: {
    results: [
      {
        id: 'v1',
        key: 'vKQi3bBA1y8',
        name: 'Behind the scenes',
        site: 'YouTube',
        type: 'Featurette',
      },
      { id: 'v2', key: 'm8e-FF8MsqU', name: 'Official Trailer', site: 'YouTube', type: 'Trailer' },
    ],
  },
  recommendations: {
    page: 1,
    total_pages: 1,
    total_results: 2,
    results: [
      recommendation(604, 'The Matrix Reloaded', '2003-05-15'),
      recommendation(605, 'The Matrix Revolutions', '2003-11-05'),
    ],
  },
};

function recommendation(id: number, title: string, release_date: string) {
  return {
    media_type: 'movie' as const,
    id,
    title,
    overview: `${title} overview.`,
    poster_path: img(`${id}.jpg`),
    backdrop_path: null,
    release_date,
    vote_average: 7.1,
    vote_count: 1000,
    genre_ids: [28],
    adult: false,
    original_language: 'en',
    popularity: 50,
  };
}

/** The same film as the embedded catalogue answers it: no cast, no videos, no links. */
export const matrixEmbedded: MovieDetail = {
  ...matrix,
  tagline: '',
  homepage: null,
  imdb_id: null,
  production_companies: [],
  credits: { cast: [], crew: [matrix.credits.crew[0]!] },
  videos: { results: [] },
  recommendations: { page: 1, total_pages: 0, total_results: 0, results: [] },
};

const seasonSummary = (n: number, episodes: number) => ({
  id: 3570 + n,
  season_number: n,
  episode_count: episodes,
  name: n === 0 ? 'Specials' : `Season ${n}`,
  air_date: `${2007 + n}-01-20`,
  poster_path: null,
});

export const breakingBad: TvDetail = {
  media_type: 'tv',
  id: 1396,
  name: 'Breaking Bad',
  original_name: 'Breaking Bad',
  overview: 'A chemistry teacher diagnosed with cancer turns to crime.',
  poster_path: img('ggFHVNu6YYI5L9pCfOacjizRGt.jpg'),
  backdrop_path: img('tsRy63Mu5cu8etL1X7ZLyf7UP1M.jpg'),
  first_air_date: '2008-01-20',
  last_air_date: '2013-09-29',
  vote_average: 8.9,
  vote_count: 14000,
  genre_ids: [18, 80],
  adult: false,
  original_language: 'en',
  popularity: 400,
  origin_country: ['US'],
  tagline: 'Remember my name',
  genres: [
    { id: 18, name: 'Drama' },
    { id: 80, name: 'Crime' },
    { id: 9648, name: 'Mystery' },
    { id: 53, name: 'Thriller' },
    { id: 10765, name: 'Sci-Fi & Fantasy' },
  ],
  networks: [{ id: 174, name: 'AMC', logo_path: null, origin_country: 'US' }],
  number_of_seasons: 5,
  number_of_episodes: 62,
  episode_run_time: [47],
  seasons: [
    seasonSummary(0, 9),
    ...[7, 13, 13, 13, 16].map((count, i) => seasonSummary(i + 1, count)),
  ],
  status: 'Ended',
  homepage: 'https://www.sonypictures.com/tv/breakingbad',
  credits: {
    cast: [
      { id: 17419, name: 'Bryan Cranston', character: 'Walter White', profile_path: img('bc.jpg') },
      { id: 84497, name: 'Aaron Paul', character: 'Jesse Pinkman', profile_path: null },
    ],
    crew: [],
  },
  external_ids: { imdb_id: 'tt0903747' },
};

export function season(tvId: number, n: number, count: number): Season {
  return {
    id: 3570 + n,
    name: `Season ${n}`,
    season_number: n,
    air_date: `${2007 + n}-01-20`,
    overview: '',
    poster_path: null,
    episodes: Array.from({ length: count }, (_, i) => ({
      id: tvId * 1000 + n * 100 + i + 1,
      episode_number: i + 1,
      season_number: n,
      name: `Episode title ${n}.${i + 1}`,
      overview: `What happens in ${n}.${i + 1}.`,
      still_path: img(`still-${n}-${i + 1}.jpg`),
      air_date: `${2007 + n}-02-${String(i + 1).padStart(2, '0')}`,
      runtime: 47,
      vote_average: 8,
    })),
  };
}
