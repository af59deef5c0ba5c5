import type { EmbeddedFilm, EmbeddedSeries } from '@/server/catalog/embedded/embedded-catalogue';
import { genreName } from '@/shared/catalog/genre-names';
import type { ChatCatalogue } from '../catalogue-index';

// A small catalogue for the recommender's tests: well-known titles across every genre, named
// with the genre table the whole product uses.

type FilmRow = [string, number, number[], number, string, string, number];
// title, year, genres, rating, director, MPAA rating, runtime
const FILMS: FilmRow[] = [
  ['Alien', 1979, [27, 878], 8.5, 'Ridley Scott', 'R', 117],
  ['The Shining', 1980, [27, 53], 8.4, 'Stanley Kubrick', 'R', 146],
  ['Scream', 1996, [27, 9648], 7.2, 'Wes Craven', 'R', 111],
  ['The Ring', 2002, [27, 9648], 7.1, 'Gore Verbinski', 'PG-13', 115],
  ['Get Out', 2017, [27, 9648, 53], 7.7, 'Jordan Peele', 'R', 104],
  ['Halloween', 1978, [27, 53], 7.7, 'John Carpenter', 'R', 91],
  ['The Sixth Sense', 1999, [9648, 53, 18], 8.1, 'M. Night Shyamalan', 'PG-13', 107],
  ['Groundhog Day', 1993, [35, 14, 10749], 8.0, 'Harold Ramis', 'PG', 101],
  ['The Big Lebowski', 1998, [35, 80], 8.1, 'Joel Coen', 'R', 117],
  ['Superbad', 2007, [35], 7.6, 'Greg Mottola', 'R', 113],
  ['Airplane!', 1980, [35], 7.7, 'Jim Abrahams', 'PG', 88],
  ['Bridesmaids', 2011, [35, 10749], 6.8, 'Paul Feig', 'R', 125],
  ['Notting Hill', 1999, [10749, 35, 18], 7.1, 'Roger Michell', 'PG-13', 124],
  ['The Notebook', 2004, [10749, 18], 7.8, 'Nick Cassavetes', 'PG-13', 123],
  ['Titanic', 1997, [18, 10749], 7.9, 'James Cameron', 'PG-13', 194],
  ['Pretty Woman', 1990, [10749, 35], 7.0, 'Garry Marshall', 'R', 119],
  ['Casablanca', 1942, [18, 10749, 10752], 8.5, 'Michael Curtiz', 'PG', 102],
  ['Die Hard', 1988, [28, 53], 8.2, 'John McTiernan', 'R', 132],
  ['Mad Max: Fury Road', 2015, [28, 12, 878], 8.1, 'George Miller', 'R', 120],
  ['The Dark Knight', 2008, [28, 80, 18], 9.0, 'Christopher Nolan', 'PG-13', 152],
  ['Speed', 1994, [28, 53], 7.3, 'Jan de Bont', 'R', 116],
  ['Aliens', 1986, [28, 878, 53], 8.4, 'James Cameron', 'R', 137],
  ['Terminator 2: Judgment Day', 1991, [28, 878], 8.6, 'James Cameron', 'R', 137],
  ['John Wick', 2014, [28, 53], 7.4, 'Chad Stahelski', 'R', 101],
  ['The Matrix', 1999, [28, 878], 8.7, 'Lana Wachowski', 'R', 136],
  ['Inception', 2010, [28, 878, 12], 8.8, 'Christopher Nolan', 'PG-13', 148],
  ['Blade Runner', 1982, [878, 18], 8.1, 'Ridley Scott', 'R', 117],
  ['Arrival', 2016, [878, 18, 9648], 7.9, 'Denis Villeneuve', 'PG-13', 116],
  ['Interstellar', 2014, [12, 18, 878], 8.7, 'Christopher Nolan', 'PG-13', 169],
  ['Toy Story', 1995, [16, 10751, 35], 8.3, 'John Lasseter', 'G', 81],
  ['Toy Story 2', 1999, [16, 10751, 35], 7.9, 'John Lasseter', 'G', 92],
  ['Finding Nemo', 2003, [16, 10751], 8.2, 'Andrew Stanton', 'G', 100],
  ['Shrek', 2001, [16, 10751, 35, 14], 7.9, 'Andrew Adamson', 'PG', 90],
  ['Up', 2009, [16, 10751, 12], 8.3, 'Pete Docter', 'PG', 96],
  ['Paddington', 2014, [10751, 35], 7.3, 'Paul King', 'PG', 95],
  ['Saving Private Ryan', 1998, [10752, 18, 36], 8.6, 'Steven Spielberg', 'R', 169],
  ['Apocalypse Now', 1979, [10752, 18], 8.4, 'Francis Ford Coppola', 'R', 147],
  ['Dunkirk', 2017, [10752, 28, 36], 7.8, 'Christopher Nolan', 'PG-13', 106],
  ['Platoon', 1986, [10752, 18], 8.1, 'Oliver Stone', 'R', 120],
  ['Unforgiven', 1992, [37, 18], 8.2, 'Clint Eastwood', 'R', 130],
  ['The Good, the Bad and the Ugly', 1966, [37], 8.8, 'Sergio Leone', 'R', 178],
  ['True Grit', 2010, [37, 18], 7.6, 'Joel Coen', 'PG-13', 110],
  ['Tombstone', 1993, [37, 28], 7.8, 'George P. Cosmatos', 'R', 130],
  ['Se7en', 1995, [80, 9648, 53], 8.6, 'David Fincher', 'R', 127],
  ['Gone Girl', 2014, [9648, 53, 18], 8.1, 'David Fincher', 'R', 149],
  ['Knives Out', 2019, [9648, 35, 80], 7.9, 'Rian Johnson', 'PG-13', 130],
  ['Heat', 1995, [28, 80, 18, 53], 8.3, 'Michael Mann', 'R', 170],
  ['The Silence of the Lambs', 1991, [80, 18, 53, 27], 8.6, 'Jonathan Demme', 'R', 118],
  ['Memento', 2000, [9648, 53], 8.4, 'Christopher Nolan', 'R', 113],
  ['Pulp Fiction', 1994, [53, 80], 8.9, 'Quentin Tarantino', 'R', 154],
  ['Bowling for Columbine', 2002, [99], 7.9, 'Michael Moore', 'R', 120],
  ['March of the Penguins', 2005, [99], 7.5, 'Luc Jacquet', 'G', 80],
  ['Free Solo', 2018, [99, 12], 8.1, 'Jimmy Chin', 'PG-13', 100],
  ['Man on Wire', 2008, [99], 7.7, 'James Marsh', 'PG-13', 94],
  ["Schindler's List", 1993, [18, 36, 10752], 9.0, 'Steven Spielberg', 'R', 195],
  ['The Green Mile', 1999, [18, 14, 80], 8.6, 'Frank Darabont', 'R', 189],
  ['Manchester by the Sea', 2016, [18], 7.8, 'Kenneth Lonergan', 'R', 137],
  ['The Shawshank Redemption', 1994, [18, 80], 9.3, 'Frank Darabont', 'R', 142],
  ['Forrest Gump', 1994, [35, 18, 10749], 8.8, 'Robert Zemeckis', 'PG-13', 142],
  ['La La Land', 2016, [35, 18, 10749, 10402], 8.0, 'Damien Chazelle', 'PG-13', 128],
  ['The Sound of Music', 1965, [18, 10751, 10402, 10749], 8.1, 'Robert Wise', 'G', 174],
  ['Whiplash', 2014, [18, 10402], 8.5, 'Damien Chazelle', 'R', 106],
  [
    'The Lord of the Rings: The Fellowship of the Ring',
    2001,
    [12, 14, 28],
    8.8,
    'Peter Jackson',
    'PG-13',
    178,
  ],
  ["Harry Potter and the Philosopher's Stone", 2001, [12, 14], 7.6, 'Chris Columbus', 'PG', 152],
  ["Pan's Labyrinth", 2006, [14, 18, 10752], 8.2, 'Guillermo del Toro', 'R', 118],
  ['Lincoln', 2012, [36, 18], 7.3, 'Steven Spielberg', 'PG-13', 150],
  ['Braveheart', 1995, [28, 18, 36, 10752], 8.3, 'Mel Gibson', 'R', 178],
];

type SeriesRow = [number, string, number, number[], number, string, number];
const SERIES: SeriesRow[] = [
  [1396, 'Breaking Bad', 2008, [18, 80], 9.5, 'AMC', 5],
  [1399, 'Game of Thrones', 2011, [10765, 18, 10759], 9.2, 'HBO', 8],
  [2316, 'The Office', 2005, [35], 9.0, 'NBC', 9],
  [1668, 'Friends', 1994, [35], 8.9, 'NBC', 10],
  [66732, 'Stranger Things', 2016, [18, 10765, 9648], 8.7, 'Netflix', 4],
  [1402, 'The Walking Dead', 2010, [10759, 18, 10765], 8.1, 'AMC', 11],
];

const genres = (ids: number[]) => ids.map((id) => ({ id, name: genreName(id) ?? 'Other' }));

export function film(
  [title, year, ids, rating, director, mpaa, runtime]: FilmRow,
  i: number,
): EmbeddedFilm {
  // Votes and popularity vary by position so ties are rare but not absent.
  const votes = 50_000 + ((i * 7919) % 400_000);
  return {
    media_type: 'movie',
    id: 1000 + i,
    title,
    overview: '',
    poster_path: `/art/poster/movie/${1000 + i}.svg`,
    backdrop_path: null,
    release_date: `${year}-06-01`,
    vote_average: rating,
    vote_count: votes,
    genre_ids: ids,
    adult: false,
    original_language: 'en',
    popularity: votes / 5000,
    genres: genres(ids),
    runtime,
    director,
    directors: director ? [director] : [],
    cast: [],
    mpaa_rating: mpaa,
    imdb_id: null,
    countries: [],
    budget: 0,
    revenue: 0,
    distributor: null,
  };
}

function series([id, name, year, ids, rating, network, seasons]: SeriesRow): EmbeddedSeries {
  return {
    media_type: 'tv',
    id,
    name,
    overview: '',
    poster_path: `/art/poster/tv/${id}.svg`,
    backdrop_path: null,
    first_air_date: `${year}-01-20`,
    vote_average: rating,
    vote_count: 200_000,
    genre_ids: ids,
    adult: false,
    original_language: 'en',
    popularity: 80,
    genres: genres(ids),
    networks: [network],
    number_of_seasons: seasons,
    number_of_episodes: seasons * 10,
    episodes_per_season: Array.from({ length: seasons }, () => 10),
    release: 'weekly',
    creators: [],
    cast: [],
    status: 'ended',
    last_air_date: null,
    imdb_id: null,
    tv_rating: null,
  };
}

export function testCatalogue(): ChatCatalogue {
  return { films: FILMS.map(film), series: SERIES.map(series) };
}
