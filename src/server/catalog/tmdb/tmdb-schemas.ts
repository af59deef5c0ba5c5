import { z } from 'zod';

/**
 * TMDB v3 response shapes as they arrive, read leniently: TMDB leaves many fields null or out
 * (no poster, no date, no runtime yet), and one odd field must not blank a whole page. Every
 * field the mapper needs is optional here and given a default there.
 */
const text = z.string().nullish();
const num = z.number().nullish();
const int = z.number().int().nullish();
const list = <T extends z.ZodTypeAny>(item: T) => z.array(item).nullish();

/** What a movie and a series in a list or search have alike. */
const upstreamItem = z.object({
  id: z.number().int().positive(),
  overview: text,
  poster_path: text,
  backdrop_path: text,
  vote_average: num,
  vote_count: num,
  genre_ids: list(z.number().int()),
  adult: z.boolean().nullish(),
  original_language: text,
  popularity: num,
});
export type UpstreamItem = z.infer<typeof upstreamItem>;

export const upstreamMovieItem = upstreamItem.extend({
  media_type: z.literal('movie').optional(),
  title: text,
  original_title: text,
  release_date: text,
  video: z.boolean().nullish(),
});

export const upstreamTvItem = upstreamItem.extend({
  media_type: z.literal('tv').optional(),
  name: text,
  original_name: text,
  first_air_date: text,
  origin_country: list(z.string()),
  number_of_seasons: int,
  number_of_episodes: int,
});

/** Items are checked one by one by the mapper, so a bad item is dropped, not the page. */
export const upstreamPage = z.object({
  page: z.number().int().nullish(),
  results: z.array(z.unknown()).nullish(),
  total_pages: z.number().int().nullish(),
  total_results: z.number().int().nullish(),
});
export type UpstreamPage = z.infer<typeof upstreamPage>;

/** `GET /find/{external_id}`: the titles known by another site's id, by kind; items as in a page. */
export const upstreamFind = z.object({
  movie_results: z.array(z.unknown()).nullish(),
  tv_results: z.array(z.unknown()).nullish(),
});

const upstreamGenre = z.object({ id: z.number().int(), name: text });
const upstreamNamed = z.object({
  id: z.number().int(),
  name: text,
  logo_path: text,
  origin_country: text,
});
const upstreamCredits = z.object({
  cast: list(
    z.object({
      id: z.number().int(),
      name: text,
      character: text,
      profile_path: text,
      order: int,
    }),
  ),
  crew: list(
    z.object({
      id: z.number().int(),
      name: text,
      job: text,
      department: text,
      profile_path: text,
    }),
  ),
});
export type UpstreamCredits = z.infer<typeof upstreamCredits>;

export const upstreamMovieDetail = upstreamMovieItem.extend({
  tagline: text,
  runtime: int,
  genres: list(upstreamGenre),
  production_countries: list(z.object({ iso_3166_1: z.string(), name: text })),
  production_companies: list(upstreamNamed),
  spoken_languages: list(z.object({ english_name: text, iso_639_1: z.string(), name: text })),
  budget: num,
  revenue: num,
  status: text,
  homepage: text,
  imdb_id: text,
  credits: upstreamCredits.nullish(),
  videos: z
    .object({
      results: list(z.object({ id: text, key: z.string(), name: text, site: text, type: text })),
    })
    .nullish(),
  recommendations: upstreamPage.nullish(),
});
export type UpstreamMovieDetail = z.infer<typeof upstreamMovieDetail>;

const upstreamSeasonSummary = z.object({
  id: z.number().int(),
  season_number: z.number().int(),
  episode_count: int,
  name: text,
  air_date: text,
  poster_path: text,
  overview: text,
});

export const upstreamTvDetail = upstreamTvItem.extend({
  tagline: text,
  genres: list(upstreamGenre),
  networks: list(upstreamNamed),
  episode_run_time: list(z.number()),
  seasons: list(upstreamSeasonSummary),
  status: text,
  homepage: text,
  last_air_date: text,
  credits: upstreamCredits.nullish(),
  external_ids: z.record(z.string(), z.unknown()).nullish(),
});
export type UpstreamTvDetail = z.infer<typeof upstreamTvDetail>;

/** A season's own page: what the series lists of it, and its episodes. */
export const upstreamSeason = upstreamSeasonSummary.extend({
  episodes: list(
    z.object({
      id: z.number().int(),
      episode_number: z.number().int(),
      season_number: z.number().int(),
      name: text,
      overview: text,
      still_path: text,
      air_date: text,
      runtime: int,
      vote_average: num,
    }),
  ),
});
export type UpstreamSeason = z.infer<typeof upstreamSeason>;

/** `GET /person/{id}?append_to_response=combined_credits`: credits are items as in a page. */
export const upstreamPerson = z.object({
  id: z.number().int().positive(),
  name: text,
  biography: text,
  known_for_department: text,
  profile_path: text,
  combined_credits: z
    .object({ cast: z.array(z.unknown()).nullish(), crew: z.array(z.unknown()).nullish() })
    .nullish(),
});
export type UpstreamPerson = z.infer<typeof upstreamPerson>;

/** One person of `GET /search/person`. */
export const upstreamPersonItem = z.object({
  id: z.number().int().positive(),
  name: text,
  known_for_department: text,
  profile_path: text,
});

/**
 * `GET /movie/{id}/release_dates` (or `release_dates` appended to a movie's detail): each
 * country's releases, each with its certification (blank when none) and type (1 premiere,
 * 2 limited theatrical, 3 theatrical, 4 digital, 5 physical, 6 TV).
 */
export const upstreamReleaseDates = z.object({
  results: list(
    z.object({
      iso_3166_1: text,
      release_dates: list(z.object({ certification: text, type: int })),
    }),
  ),
});
export type UpstreamReleaseDates = z.infer<typeof upstreamReleaseDates>;

/** `GET /tv/{id}/content_ratings` (or appended to a series' detail): each country's rating. */
export const upstreamContentRatings = z.object({
  results: list(z.object({ iso_3166_1: text, rating: text })),
});
export type UpstreamContentRatings = z.infer<typeof upstreamContentRatings>;
