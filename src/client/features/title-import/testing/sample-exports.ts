import type { ChosenFile } from '../utils/read-export-files';

/**
 * Sample export files written for the tests, with the services' public column names and keys
 * (shared/docs/import-formats.md) and rows of our own.
 */
export const letterboxdWatched = [
  'Date,Name,Year,Letterboxd URI',
  '2024-01-05,The Dark Knight,2008,https://boxd.it/aa01',
  '2024-02-11,"Crouching Tiger, Hidden Dragon",2000,https://boxd.it/aa02',
  '2024-03-01,Hamlet,,https://boxd.it/aa03',
  '2024-03-09,A Film That Does Not Exist,1999,https://boxd.it/aa04',
].join('\r\n');

export const letterboxdWatchlist = [
  '\uFEFFDate,Name,Year,Letterboxd URI',
  '2024-04-01,Casino Royale,2006,https://boxd.it/bb01',
  '2024-04-02,Amélie,2001,https://boxd.it/bb02',
].join('\n');

export const letterboxdRatings = [
  'Date,Name,Year,Letterboxd URI,Rating',
  '2024-05-01,The Matrix,1999,https://boxd.it/cc01,4.5',
  '2024-05-02,Heat,1995,https://boxd.it/cc02,3',
  '2024-05-03,Too Good,1995,https://boxd.it/cc03,7',
].join('\n');

export const letterboxdDiary = [
  'Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date',
  '2024-06-02,Heat,1995,https://boxd.it/dd01,4,,"crime, la",2024-06-01',
  '2024-06-03,Alien,1979,https://boxd.it/dd02,,Yes,,2024-05-30',
].join('\n');

export const imdbRatings = [
  'Const,Your Rating,Date Rated,Title,Original Title,URL,Title Type,IMDb Rating,Runtime (mins),Year,Genres,Num Votes,Release Date,Directors',
  'tt0133093,9,2023-01-02,The Matrix,The Matrix,https://www.imdb.com/title/tt0133093/,movie,8.7,136,1999,"Action, Sci-Fi",2000000,1999-03-31,Lana Wachowski',
  'tt0903747,10,2023-01-03,Breaking Bad,Breaking Bad,https://www.imdb.com/title/tt0903747/,tvSeries,9.5,49,2008,Drama,2000000,2008-01-20,',
  'tt0959621,8,2023-01-04,Pilot,Pilot,https://www.imdb.com/title/tt0959621/,tvEpisode,9.0,58,2008,Drama,40000,2008-01-20,',
].join('\n');

export const imdbWatchlist = [
  'Position,Const,Created,Modified,Description,Title,Original Title,URL,Title Type,IMDb Rating,Runtime (mins),Year,Genres,Num Votes,Release Date,Directors,Your Rating,Date Rated',
  '1,tt0068646,2022-07-01,2022-07-01,,The Godfather,The Godfather,https://www.imdb.com/title/tt0068646/,Feature Film,9.2,175,1972,"Crime, Drama",1900000,1972-03-24,Francis Ford Coppola,,',
  '2,tt0944947,2022-07-02,2022-07-02,,Game of Thrones,Game of Thrones,https://www.imdb.com/title/tt0944947/,TV Series,9.2,57,2011,Drama,2300000,2011-04-17,,,',
].join('\n');

const traktMovie = (title: string, year: number, imdb: string, tmdb: number) => ({
  title,
  year,
  ids: { trakt: 1, slug: title.toLowerCase().replace(/\W+/g, '-'), imdb, tmdb },
});

export const traktWatchedMovies = JSON.stringify([
  {
    plays: 2,
    last_watched_at: '2023-08-01T20:15:00.000Z',
    last_updated_at: '2023-08-01T20:15:00.000Z',
    movie: traktMovie('Heat', 1995, 'tt0113277', 949),
  },
]);

export const traktWatchedShows = JSON.stringify([
  {
    plays: 62,
    last_watched_at: '2023-09-01T21:00:00.000Z',
    last_updated_at: '2023-09-01T21:00:00.000Z',
    show: {
      ...traktMovie('Breaking Bad', 2008, 'tt0903747', 1396),
      ids: { tvdb: 81189, trakt: 1388, slug: 'breaking-bad', imdb: 'tt0903747', tmdb: 1396 },
    },
    seasons: [
      {
        number: 1,
        episodes: [{ number: 1, plays: 1, last_watched_at: '2023-01-01T21:00:00.000Z' }],
      },
    ],
  },
]);

export const traktWatchlist = JSON.stringify([
  {
    rank: 1,
    listed_at: '2023-10-01T10:00:00.000Z',
    notes: null,
    type: 'movie',
    movie: traktMovie('Alien', 1979, 'tt0078748', 348),
  },
  {
    rank: 2,
    listed_at: '2023-10-02T10:00:00.000Z',
    notes: null,
    type: 'show',
    show: traktMovie('Friends', 1994, 'tt0108778', 1668),
  },
]);

export const traktRatings = JSON.stringify([
  {
    rated_at: '2023-11-01T10:00:00.000Z',
    rating: 7,
    type: 'movie',
    movie: traktMovie('Heat', 1995, 'tt0113277', 949),
  },
  {
    rated_at: '2023-11-02T10:00:00.000Z',
    rating: 10,
    type: 'episode',
    episode: { season: 1, number: 1, title: 'Pilot', ids: {} },
    show: traktMovie('Breaking Bad', 2008, 'tt0903747', 1396),
  },
]);

export const traktHistory = JSON.stringify([
  {
    id: 1,
    watched_at: '2023-12-01T20:00:00.000Z',
    action: 'scrobble',
    type: 'episode',
    episode: { season: 1, number: 2, title: 'x', ids: {} },
    show: traktMovie('Friends', 1994, 'tt0108778', 1668),
  },
  {
    id: 2,
    watched_at: '2023-12-02T20:00:00.000Z',
    action: 'watch',
    type: 'movie',
    movie: traktMovie('Alien', 1979, 'tt0078748', 348),
  },
]);

/** A chosen file made of text or bytes, as the file input would give it. */
export function chosen(name: string, content: string | Uint8Array): ChosenFile {
  const bytes = typeof content === 'string' ? new TextEncoder().encode(content) : content;
  return { name, size: bytes.length, bytes: async () => bytes };
}
