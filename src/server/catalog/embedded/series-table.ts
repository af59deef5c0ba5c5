/**
 * The curated series of the embedded catalogue: facts only (TMDB id, name, first air date, episodes
 * per regular season, networks, TMDB TV genre ids), no copied text. Ratings and vote counts are
 * rounded approximations of public figures, for ordering the lists. The first six are the product's
 * original local catalogue (docs/product.md#catalogue-and-data-sources).
 */
export interface SeriesFacts {
  id: number;
  name: string;
  firstAirDate: string;
  /** Episodes per regular season: [0] is season 1. */
  seasons: number[];
  networks: string[];
  genres: number[];
  rating: number;
  votes: number;
  /** Streaming releases drop a whole season on one day; broadcast seasons air weekly. */
  release: 'weekly' | 'all-at-once';
}

/** TMDB TV genre ids. */
export const TV_GENRES: Record<number, string> = {
  10759: 'Action & Adventure',
  16: 'Animation',
  35: 'Comedy',
  80: 'Crime',
  99: 'Documentary',
  18: 'Drama',
  10751: 'Family',
  10762: 'Kids',
  9648: 'Mystery',
  10765: 'Sci-Fi & Fantasy',
  10768: 'War & Politics',
  37: 'Western',
};

const ACTION = 10759;
const ANIMATION = 16;
const COMEDY = 35;
const CRIME = 80;
const DRAMA = 18;
const MYSTERY = 9648;
const SCIFI = 10765;
const WAR = 10768;
const WESTERN = 37;

type Row = [number, string, string, number[], string[], number[], number, number, 'w' | 'a'];

// prettier-ignore
const ROWS: Row[] = [
  [1396, 'Breaking Bad', '2008-01-20', [7, 13, 13, 13, 16], ['AMC'], [DRAMA, CRIME], 8.9, 15000, 'w'],
  [1399, 'Game of Thrones', '2011-04-17', [10, 10, 10, 10, 10, 10, 7, 6], ['HBO'], [SCIFI, DRAMA, ACTION], 8.5, 25000, 'w'],
  [2316, 'The Office', '2005-03-24', [6, 22, 25, 19, 28, 26, 26, 24, 25], ['NBC'], [COMEDY], 8.6, 4800, 'w'],
  [1668, 'Friends', '1994-09-22', [24, 24, 25, 24, 24, 25, 24, 24, 24, 18], ['NBC'], [COMEDY, DRAMA], 8.4, 8000, 'w'],
  [66732, 'Stranger Things', '2016-07-15', [8, 9, 8, 9, 8], ['Netflix'], [SCIFI, MYSTERY, DRAMA], 8.6, 18000, 'a'],
  [1402, 'The Walking Dead', '2010-10-31', [6, 13, 16, 16, 16, 16, 16, 16, 16, 16, 24], ['AMC'], [ACTION, DRAMA, SCIFI], 8.1, 16000, 'w'],
  [1418, 'The Big Bang Theory', '2007-09-24', [17, 23, 23, 24, 24, 24, 24, 24, 24, 24, 24, 24], ['CBS'], [COMEDY], 7.9, 10000, 'w'],
  [1100, 'How I Met Your Mother', '2005-09-19', [22, 22, 20, 24, 24, 24, 24, 24, 24], ['CBS'], [COMEDY], 8.2, 5000, 'w'],
  [1398, 'The Sopranos', '1999-01-10', [13, 13, 13, 13, 13, 21], ['HBO'], [DRAMA, CRIME], 8.6, 2800, 'w'],
  [1438, 'The Wire', '2002-06-02', [13, 12, 12, 13, 10], ['HBO'], [CRIME, DRAMA], 8.6, 2600, 'w'],
  [1408, 'House', '2004-11-16', [22, 24, 24, 16, 24, 22, 23, 22], ['FOX'], [DRAMA, MYSTERY, COMEDY], 8.5, 6500, 'w'],
  [4607, 'Lost', '2004-09-22', [25, 24, 23, 14, 17, 18], ['ABC'], [MYSTERY, ACTION, DRAMA], 7.9, 4300, 'w'],
  [1622, 'Supernatural', '2005-09-13', [22, 22, 16, 22, 22, 22, 23, 23, 23, 23, 23, 23, 23, 20, 20], ['The WB', 'The CW'], [DRAMA, MYSTERY, SCIFI], 8.3, 7500, 'w'],
  [19885, 'Sherlock', '2010-07-25', [3, 3, 3, 3], ['BBC One'], [CRIME, DRAMA, MYSTERY], 8.5, 5000, 'w'],
  [1407, 'Homeland', '2011-10-02', [12, 12, 12, 12, 12, 12, 12, 12], ['Showtime'], [DRAMA, CRIME, WAR], 7.7, 2700, 'w'],
  [1405, 'Dexter', '2006-10-01', [12, 12, 12, 12, 12, 12, 12, 12], ['Showtime'], [CRIME, DRAMA, MYSTERY], 8.2, 4500, 'w'],
  [1421, 'Modern Family', '2009-09-23', [24, 24, 24, 24, 24, 24, 22, 22, 22, 22, 18], ['ABC'], [COMEDY], 7.8, 2600, 'w'],
  [1409, 'Sons of Anarchy', '2008-09-03', [13, 13, 13, 14, 13, 13, 13], ['FX'], [CRIME, DRAMA], 8.4, 2300, 'w'],
  [60059, 'Better Call Saul', '2015-02-08', [10, 10, 10, 10, 10, 13], ['AMC'], [CRIME, DRAMA], 8.7, 5100, 'w'],
  [60574, 'Peaky Blinders', '2013-09-12', [6, 6, 6, 6, 6, 6], ['BBC Two', 'BBC One'], [DRAMA, CRIME], 8.5, 10000, 'w'],
  [63247, 'Westworld', '2016-10-02', [10, 10, 8, 8], ['HBO'], [SCIFI, WESTERN, DRAMA], 8.0, 5000, 'w'],
  [94605, 'Arcane', '2021-11-06', [9, 9], ['Netflix'], [ANIMATION, SCIFI, ACTION, DRAMA], 8.7, 5000, 'a'],
  [87108, 'Chernobyl', '2019-05-06', [5], ['HBO'], [DRAMA], 8.7, 6000, 'w'],
  [44217, 'Vikings', '2013-03-03', [9, 10, 10, 20, 20, 20], ['History'], [ACTION, DRAMA, WAR], 8.1, 7000, 'w'],
  [37680, 'Suits', '2011-06-23', [12, 16, 16, 16, 16, 16, 16, 16, 10], ['USA Network'], [DRAMA], 8.2, 5000, 'w'],
  [62560, 'Mr. Robot', '2015-06-24', [10, 12, 10, 13], ['USA Network'], [CRIME, DRAMA, MYSTERY], 8.3, 4600, 'w'],
  [61889, "Marvel's Daredevil", '2015-04-10', [13, 13, 13], ['Netflix'], [CRIME, DRAMA, ACTION], 8.2, 4300, 'a'],
  [2288, 'Prison Break', '2005-08-29', [22, 22, 13, 24, 9], ['FOX'], [ACTION, CRIME, DRAMA], 8.1, 5000, 'w'],
  [70523, 'Dark', '2017-12-01', [10, 8, 8], ['Netflix'], [CRIME, DRAMA, SCIFI, MYSTERY], 8.4, 6900, 'a'],
  [65494, 'The Crown', '2016-11-04', [10, 10, 10, 10, 10, 10], ['Netflix'], [DRAMA], 8.2, 1500, 'a'],
  [85271, 'WandaVision', '2021-01-15', [9], ['Disney+'], [SCIFI, MYSTERY, DRAMA], 8.2, 11000, 'w'],
  [93405, 'Squid Game', '2021-09-17', [9, 7, 6], ['Netflix'], [ACTION, MYSTERY, DRAMA], 7.8, 15000, 'a'],
  [87739, "The Queen's Gambit", '2020-10-23', [7], ['Netflix'], [DRAMA], 8.5, 4000, 'a'],
  [1400, 'Seinfeld', '1989-07-05', [5, 12, 23, 24, 22, 24, 24, 22, 24], ['NBC'], [COMEDY], 8.3, 2000, 'w'],
  [48891, 'Brooklyn Nine-Nine', '2013-09-17', [22, 23, 23, 22, 22, 18, 13, 10], ['FOX', 'NBC'], [COMEDY, CRIME], 8.2, 3600, 'w'],
  [1920, 'Twin Peaks', '1990-04-08', [8, 22, 18], ['ABC', 'Showtime'], [DRAMA, MYSTERY, CRIME], 8.1, 1500, 'w'],
  [60735, 'The Flash', '2014-10-07', [23, 23, 23, 23, 22, 19, 18, 20, 13], ['The CW'], [DRAMA, SCIFI], 7.8, 11000, 'w'],
  [67744, 'Mindhunter', '2017-10-13', [10, 9], ['Netflix'], [CRIME, DRAMA], 8.3, 2500, 'a'],
  [1437, 'Firefly', '2002-09-20', [14], ['FOX'], [WESTERN, DRAMA, ACTION, SCIFI], 8.3, 2000, 'w'],
  [1973, '24', '2001-11-06', [24, 24, 24, 24, 24, 24, 24, 24, 12], ['FOX'], [ACTION, CRIME, DRAMA], 7.8, 2000, 'w'],
  [18165, 'The Vampire Diaries', '2009-09-10', [22, 22, 22, 23, 22, 22, 22, 16], ['The CW'], [DRAMA, SCIFI], 8.3, 9000, 'w'],
];

export const SERIES_TABLE: readonly SeriesFacts[] = ROWS.map(
  ([id, name, firstAirDate, seasons, networks, genres, rating, votes, release]) => ({
    id,
    name,
    firstAirDate,
    seasons,
    networks,
    genres,
    rating,
    votes,
    release: release === 'a' ? 'all-at-once' : 'weekly',
  }),
);

/** Series not made in the US, or not in English; every other row is a US, English-language series. */
export const SERIES_ORIGIN: Record<number, { countries: string[]; language?: string }> = {
  19885: { countries: ['GB'] },
  60574: { countries: ['GB'] },
  65494: { countries: ['GB'] },
  87108: { countries: ['GB', 'US'] },
  70523: { countries: ['DE'], language: 'de' },
  93405: { countries: ['KR'], language: 'ko' },
  94605: { countries: ['US', 'FR'] },
};
