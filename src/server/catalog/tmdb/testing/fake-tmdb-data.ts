/**
 * Deterministic test data in TMDB v3's real JSON shapes (field names, nulls, nesting), for the
 * fake TMDB server. Some records are deliberately incomplete the way TMDB's are: no poster, no
 * release date yet, null runtime.
 */
const words = ['Quantum', 'Neon', 'Silent', 'Crimson', 'Signal', 'Iron', 'Hollow', 'Echo', 'Solar'];
const nouns = ['Harbor', 'Protocol', 'Frontier', 'Garden', 'Circuit', 'Empire'];

const FAKE_MOVIE_COUNT = 45;
const FAKE_TV_COUNT = 45;

export function fakeMovie(i: number) {
  const id = 1000 + i;
  const year = 2026 - (i % 12);
  return {
    adult: false,
    backdrop_path: i % 7 === 3 ? null : `/backdrop-m${id}.jpg`,
    genre_ids: [28 + (i % 3), 18],
    id,
    original_language: 'en',
    original_title: `${words[i % words.length]} ${nouns[i % nouns.length]} ${i}`,
    overview: `Fake film number ${i}.`,
    popularity: 400 - i * 8.5,
    poster_path: i % 7 === 3 ? null : `/poster-m${id}.jpg`,
    // One film has no release date yet, as unreleased TMDB titles do.
    release_date: i === 5 ? '' : `${year}-0${1 + (i % 9)}-1${i % 10}`,
    title: `${words[i % words.length]} ${nouns[i % nouns.length]} ${i}`,
    video: false,
    vote_average: Math.round((9.1 - (i % 30) * 0.17) * 1000) / 1000,
    vote_count: 5000 - i * 50,
  };
}

export function fakeTv(i: number) {
  const id = 5000 + i;
  const year = 2026 - (i % 15);
  return {
    adult: false,
    backdrop_path: `/backdrop-t${id}.jpg`,
    // Every third series is in TMDB's Kids genre (10762), the next in Family (10751).
    genre_ids: [18, 10765, ...(i % 3 === 0 ? [10762] : i % 3 === 1 ? [10751] : [])],
    id,
    origin_country: ['US'],
    original_language: 'en',
    original_name: `${nouns[i % nouns.length]} ${words[i % words.length]} Chronicles ${i}`,
    overview: `Fake series number ${i}.`,
    popularity: 300 - i * 6.2,
    poster_path: i % 9 === 4 ? null : `/poster-t${id}.jpg`,
    first_air_date: `${year}-03-0${1 + (i % 9)}`,
    name: `${nouns[i % nouns.length]} ${words[i % words.length]} Chronicles ${i}`,
    vote_average: Math.round((8.7 - (i % 20) * 0.2) * 1000) / 1000,
    vote_count: 3000 - i * 30,
  };
}

export const fakeMovies = Array.from({ length: FAKE_MOVIE_COUNT }, (_, i) => fakeMovie(i));
export const fakeTvShows = Array.from({ length: FAKE_TV_COUNT }, (_, i) => fakeTv(i));

const person = (id: number, name: string) => ({ id, name, profile_path: `/p${id}.jpg` });

export function fakeMovieDetail(movie: ReturnType<typeof fakeMovie>, append: string[]) {
  const { genre_ids: _ids, ...rest } = movie;
  return {
    ...rest,
    belongs_to_collection: null,
    budget: 1_000_000 * (movie.id % 50),
    genres: [
      { id: 28, name: 'Action' },
      { id: 18, name: 'Drama' },
    ],
    homepage: '',
    imdb_id: `tt0${movie.id}`,
    origin_country: ['US'],
    production_companies: [{ id: 1, logo_path: null, name: 'Fake Studio', origin_country: 'US' }],
    production_countries: [{ iso_3166_1: 'US', name: 'United States of America' }],
    revenue: 3_000_000 * (movie.id % 50),
    runtime: movie.id % 10 === 0 ? null : 90 + (movie.id % 60),
    spoken_languages: [{ english_name: 'English', iso_639_1: 'en', name: 'English' }],
    status: 'Released',
    tagline: `Tagline ${movie.id}`,
    ...(append.includes('credits')
      ? {
          credits: {
            id: movie.id,
            cast: [
              {
                ...person(1, 'Ada Actor'),
                adult: false,
                character: 'Lead',
                credit_id: 'c1',
                order: 0,
              },
              {
                ...person(2, 'Bo Actor'),
                adult: false,
                character: null,
                credit_id: 'c2',
                order: 1,
              },
            ],
            crew: [
              {
                ...person(3, 'Cy Director'),
                department: 'Directing',
                job: 'Director',
                credit_id: 'c3',
              },
            ],
          },
        }
      : {}),
    ...(append.includes('videos')
      ? {
          videos: {
            results: [
              {
                iso_639_1: 'en',
                iso_3166_1: 'US',
                name: 'Official Trailer',
                key: `key${movie.id}`,
                site: 'YouTube',
                size: 1080,
                type: 'Trailer',
                official: true,
                published_at: '2024-01-01T00:00:00.000Z',
                id: `v${movie.id}`,
              },
            ],
          },
        }
      : {}),
    ...(append.includes('recommendations')
      ? {
          recommendations: {
            page: 1,
            results: fakeMovies
              .filter((m) => m.id !== movie.id)
              .slice(0, 3)
              .map((m) => ({ ...m, media_type: 'movie' })),
            total_pages: 1,
            total_results: 3,
          },
        }
      : {}),
    // Appended, an endpoint's answer comes without its `id` (TMDB's append_to_response).
    ...(append.includes('release_dates')
      ? { release_dates: { results: fakeReleaseDates(movie).results } }
      : {}),
  };
}

export function fakeTvDetail(show: ReturnType<typeof fakeTv>, append: string[]) {
  const seasons = 1 + (show.id % 8);
  // TV details have `genres`, never `genre_ids` (that field is only on list items).
  const { genre_ids: _ids, ...rest } = show;
  return {
    ...rest,
    created_by: [],
    episode_run_time: [45],
    genres: [{ id: 18, name: 'Drama' }],
    homepage: 'https://example.com',
    in_production: false,
    last_air_date: '2025-01-01',
    networks: [{ id: 49, logo_path: '/net.png', name: 'Fake Network', origin_country: 'US' }],
    number_of_episodes: seasons * 8,
    number_of_seasons: seasons,
    seasons: Array.from({ length: seasons + 1 }, (_, n) => ({
      air_date: n === 0 ? null : `20${10 + n}-01-01`,
      episode_count: 8,
      id: show.id * 100 + n,
      name: n === 0 ? 'Specials' : `Season ${n}`,
      overview: '',
      poster_path: null,
      season_number: n,
      vote_average: 0,
    })),
    status: 'Ended',
    tagline: '',
    type: 'Scripted',
    ...(append.includes('credits')
      ? {
          credits: {
            cast: [{ ...person(4, 'Di Actor'), character: 'Hero', order: 0 }],
            crew: [],
            id: show.id,
          },
        }
      : {}),
    ...(append.includes('external_ids')
      ? { external_ids: { imdb_id: `tt9${show.id}`, tvdb_id: 1, facebook_id: null } }
      : {}),
    ...(append.includes('content_ratings')
      ? { content_ratings: { results: fakeContentRatings(show).results } }
      : {}),
  };
}

export function fakeSeason(showId: number, n: number) {
  return {
    _id: `s${showId}-${n}`,
    air_date: '2015-01-01',
    episodes: Array.from({ length: 8 }, (_, e) => ({
      air_date: '2015-01-01',
      episode_number: e + 1,
      episode_type: 'standard',
      id: showId * 1000 + n * 10 + e,
      name: `Chapter ${e + 1}`,
      overview: '',
      production_code: '',
      runtime: e === 7 ? null : 44,
      season_number: n,
      show_id: showId,
      still_path: e === 0 ? null : `/still-${showId}-${n}-${e}.jpg`,
      vote_average: 7.5,
      vote_count: 10,
      crew: [],
      guest_stars: [],
    })),
    name: `Season ${n}`,
    overview: '',
    id: showId * 100 + n,
    poster_path: null,
    season_number: n,
    vote_average: 7.5,
  };
}

export const fakePerson = {
  adult: false,
  id: 77,
  media_type: 'person',
  name: 'Signal Person',
  original_name: 'Signal Person',
  popularity: 999,
  gender: 2,
  known_for_department: 'Acting',
  profile_path: '/person.jpg',
  known_for: [],
};

/** `/person/77` as TMDB answers it: with combined_credits when asked, a person item mixed in. */
export function fakePersonDetail(append: string[]) {
  const { media_type: _kind, known_for: _known, ...person } = fakePerson;
  return {
    ...person,
    biography: 'A person of the fake catalogue.',
    ...(append.includes('combined_credits')
      ? {
          combined_credits: {
            cast: [
              { ...fakeMovies[0], media_type: 'movie', character: 'Hero' },
              { id: 9, media_type: 'person', name: 'not a title' },
            ],
            crew: [{ ...fakeTvShows[0], media_type: 'tv', job: 'Director' }],
          },
        }
      : {}),
  };
}

/**
 * The fake films' US certifications, by id: a film rated for children, one for adults, one
 * with no US certification at all ('' as TMDB writes a release without one) and one 'NR'
 * (unrated), which TMDB's certification filter lets through with G and PG.
 */
const FILM_CERTIFICATIONS = ['PG', 'R', 'G', 'PG-13', 'NR', '', 'PG', 'NC-17'];
export const fakeMovieCertification = (id: number) =>
  FILM_CERTIFICATIONS[(id - 1000) % FILM_CERTIFICATIONS.length]!;

/** The fake series' US TV ratings, by id ('' has none in the US). */
const SERIES_RATINGS = ['TV-Y7', 'TV-MA', 'TV-PG', 'TV-14', '', 'TV-G', 'TV-Y'];
export const fakeTvRating = (id: number) => SERIES_RATINGS[(id - 5000) % SERIES_RATINGS.length]!;

/**
 * `GET /movie/{id}/release_dates` as TMDB answers it: per country, every release with its
 * certification (blank when none) and type (1 premiere, 3 theatrical, 4 digital). The US
 * premiere carries no certification, as festival premieres do; another country is listed first.
 */
export function fakeReleaseDates(movie: ReturnType<typeof fakeMovie>) {
  const certification = fakeMovieCertification(movie.id);
  const release = (type: number, cert: string, note = '') => ({
    certification: cert,
    descriptors: [],
    iso_639_1: '',
    note,
    release_date: `${movie.release_date || '2026-12-01'}T00:00:00.000Z`,
    type,
  });
  return {
    id: movie.id,
    results: [
      { iso_3166_1: 'GB', release_dates: [release(3, '15')] },
      {
        iso_3166_1: 'US',
        release_dates: [release(1, '', 'Festival'), release(3, certification), release(4, '')],
      },
    ],
  };
}

/** `GET /tv/{id}/content_ratings` as TMDB answers it: one rating per country that has one. */
export function fakeContentRatings(show: ReturnType<typeof fakeTv>) {
  const rating = fakeTvRating(show.id);
  return {
    id: show.id,
    results: [
      { descriptors: [], iso_3166_1: 'DE', rating: '12' },
      ...(rating ? [{ descriptors: [], iso_3166_1: 'US', rating }] : []),
    ],
  };
}
