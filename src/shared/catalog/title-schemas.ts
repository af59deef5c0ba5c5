import { z } from 'zod';

/**
 * The catalogue contract: TMDB v3 JSON shapes, answered by both catalogue sources
 * (embedded and TMDB) so that the browser never knows which one served it.
 *
 * Image fields (`poster_path`, `backdrop_path`, `profile_path`, `still_path`) are URL
 * templates written by the server: TMDB images contain a `{size}` placeholder, our own
 * generated art is a same-origin path without one. Read them with `imageUrl()`.
 */

export const mediaTypeSchema = z.enum(['movie', 'tv']);
export type MediaType = z.infer<typeof mediaTypeSchema>;

export const listKindSchema = z.enum(['trending', 'popular', 'top_rated']);
export type ListKind = z.infer<typeof listKindSchema>;

const imagePath = z.string().nullable();

export const genreSchema = z.object({ id: z.number().int(), name: z.string() });
export type Genre = z.infer<typeof genreSchema>;

export const movieSummarySchema = z.object({
  media_type: z.literal('movie'),
  id: z.number().int().positive(),
  title: z.string(),
  original_title: z.string().optional(),
  overview: z.string(),
  poster_path: imagePath,
  backdrop_path: imagePath,
  release_date: z.string(),
  vote_average: z.number(),
  vote_count: z.number(),
  genre_ids: z.array(z.number().int()),
  adult: z.boolean(),
  video: z.boolean().optional(),
  original_language: z.string(),
  popularity: z.number(),
});
export type MovieSummary = z.infer<typeof movieSummarySchema>;

export const tvSummarySchema = z.object({
  media_type: z.literal('tv'),
  id: z.number().int().positive(),
  name: z.string(),
  original_name: z.string().optional(),
  overview: z.string(),
  poster_path: imagePath,
  backdrop_path: imagePath,
  first_air_date: z.string(),
  vote_average: z.number(),
  vote_count: z.number(),
  genre_ids: z.array(z.number().int()),
  adult: z.boolean(),
  original_language: z.string(),
  popularity: z.number(),
  origin_country: z.array(z.string()).optional(),
  number_of_seasons: z.number().int().optional(),
  number_of_episodes: z.number().int().optional(),
});
export type TvSummary = z.infer<typeof tvSummarySchema>;

export const titleSummarySchema = z.discriminatedUnion('media_type', [
  movieSummarySchema,
  tvSummarySchema,
]);
export type TitleSummary = z.infer<typeof titleSummarySchema>;

/** A paged list, as TMDB answers it; `isFallback` marks stale answers served during an outage. */
export function pagedSchema<T extends z.ZodTypeAny>(item: T) {
  return z.object({
    page: z.number().int(),
    results: z.array(item),
    total_pages: z.number().int(),
    total_results: z.number().int(),
    isFallback: z.boolean().optional(),
    fallbackReason: z.string().optional(),
  });
}
export type Paged<T> = {
  page: number;
  results: T[];
  total_pages: number;
  total_results: number;
  isFallback?: boolean;
  fallbackReason?: string;
};

export const castMemberSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  character: z.string(),
  profile_path: imagePath,
  order: z.number().int().optional(),
});
export type CastMember = z.infer<typeof castMemberSchema>;

export const crewMemberSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  job: z.string(),
  department: z.string().optional(),
  profile_path: imagePath,
});
export type CrewMember = z.infer<typeof crewMemberSchema>;

export const creditsSchema = z.object({
  cast: z.array(castMemberSchema),
  crew: z.array(crewMemberSchema),
});

export const videoSchema = z.object({
  id: z.string().optional(),
  key: z.string(),
  name: z.string().optional(),
  site: z.string(),
  type: z.string(),
});
export type Video = z.infer<typeof videoSchema>;

const namedEntity = z.object({
  id: z.number().int(),
  name: z.string(),
  logo_path: imagePath.optional(),
  origin_country: z.string().optional(),
});

/** Marks a detail answered from the server's cache during an outage (see pagedSchema). */
const fallbackMark = { isFallback: z.boolean().optional() };

export const movieDetailSchema = movieSummarySchema.extend({
  ...fallbackMark,
  tagline: z.string(),
  runtime: z.number().int().nullable(),
  genres: z.array(genreSchema),
  production_countries: z.array(z.object({ iso_3166_1: z.string(), name: z.string() })),
  production_companies: z.array(namedEntity),
  spoken_languages: z.array(
    z.object({ english_name: z.string(), iso_639_1: z.string(), name: z.string().optional() }),
  ),
  budget: z.number(),
  revenue: z.number(),
  status: z.string(),
  homepage: z.string().nullable(),
  imdb_id: z.string().nullable(),
  credits: creditsSchema,
  videos: z.object({ results: z.array(videoSchema) }),
  recommendations: pagedSchema(movieSummarySchema),
});
export type MovieDetail = z.infer<typeof movieDetailSchema>;

export const seasonSummarySchema = z.object({
  id: z.number().int(),
  season_number: z.number().int(),
  episode_count: z.number().int(),
  name: z.string(),
  air_date: z.string().nullable(),
  poster_path: imagePath,
  overview: z.string().optional(),
});
export type SeasonSummary = z.infer<typeof seasonSummarySchema>;

export const tvDetailSchema = tvSummarySchema.extend({
  ...fallbackMark,
  tagline: z.string(),
  genres: z.array(genreSchema),
  networks: z.array(namedEntity),
  number_of_seasons: z.number().int(),
  number_of_episodes: z.number().int(),
  episode_run_time: z.array(z.number()),
  seasons: z.array(seasonSummarySchema),
  status: z.string(),
  homepage: z.string().nullable(),
  last_air_date: z.string().nullable(),
  credits: creditsSchema,
  external_ids: z.object({ imdb_id: z.string().nullable() }).passthrough(),
});
export type TvDetail = z.infer<typeof tvDetailSchema>;

export const episodeSchema = z.object({
  /**
   * Embedded catalogue ids are `series-season-episode` strings
   * (docs/product.md#catalogue-and-data-sources).
   */
  id: z.union([z.number().int(), z.string()]),
  episode_number: z.number().int(),
  season_number: z.number().int(),
  name: z.string(),
  overview: z.string(),
  still_path: imagePath,
  air_date: z.string().nullable(),
  runtime: z.number().int().nullable(),
  vote_average: z.number(),
});
export type Episode = z.infer<typeof episodeSchema>;

export const seasonSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  season_number: z.number().int(),
  air_date: z.string().nullable(),
  overview: z.string(),
  poster_path: imagePath,
  episodes: z.array(episodeSchema),
});
export type Season = z.infer<typeof seasonSchema>;

export const movieListSchema = pagedSchema(movieSummarySchema);
export const tvListSchema = pagedSchema(tvSummarySchema);
export const titleListSchema = pagedSchema(titleSummarySchema);
