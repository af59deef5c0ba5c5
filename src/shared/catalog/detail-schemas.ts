import * as v from 'valibot';
import { genreSchema, movieSummarySchema, pagedSchema, tvSummarySchema } from './title-schemas';

/**
 * The detail answers of the catalogue contract (TMDB v3 shapes): a movie, a series and one
 * season. Apart from the list shapes in title-schemas.ts so that only the pages that show a
 * title load them, not the first load.
 */

const int = v.pipe(v.number(), v.integer());
const imagePath = v.nullable(v.string());
const optionalText = v.optional(v.string());

const castMemberSchema = v.object({
  id: int,
  name: v.string(),
  character: v.string(),
  profile_path: imagePath,
  order: v.optional(int),
});
export type CastMember = v.InferOutput<typeof castMemberSchema>;

const crewMemberSchema = v.object({
  id: int,
  name: v.string(),
  job: v.string(),
  department: optionalText,
  profile_path: imagePath,
});
export type CrewMember = v.InferOutput<typeof crewMemberSchema>;

const creditsSchema = v.object({
  cast: v.array(castMemberSchema),
  crew: v.array(crewMemberSchema),
});

const videoSchema = v.object({
  id: optionalText,
  key: v.string(),
  name: optionalText,
  site: v.string(),
  type: v.string(),
});
export type Video = v.InferOutput<typeof videoSchema>;

const namedEntity = v.object({
  id: int,
  name: v.string(),
  logo_path: v.optional(imagePath),
  origin_country: optionalText,
});

/** Marks a detail answered from the server's cache during an outage (see pagedSchema). */
const fallbackMark = { isFallback: v.optional(v.boolean()) };

export const movieDetailSchema = v.object({
  ...movieSummarySchema.entries,
  ...fallbackMark,
  tagline: v.string(),
  runtime: v.nullable(int),
  genres: v.array(genreSchema),
  production_countries: v.array(v.object({ iso_3166_1: v.string(), name: v.string() })),
  production_companies: v.array(namedEntity),
  spoken_languages: v.array(
    v.object({ english_name: v.string(), iso_639_1: v.string(), name: optionalText }),
  ),
  budget: v.number(),
  revenue: v.number(),
  status: v.string(),
  homepage: v.nullable(v.string()),
  imdb_id: v.nullable(v.string()),
  credits: creditsSchema,
  videos: v.object({ results: v.array(videoSchema) }),
  recommendations: pagedSchema(movieSummarySchema),
});
export type MovieDetail = v.InferOutput<typeof movieDetailSchema>;

const seasonSummarySchema = v.object({
  id: int,
  season_number: int,
  episode_count: int,
  name: v.string(),
  air_date: v.nullable(v.string()),
  poster_path: imagePath,
  overview: optionalText,
});
export type SeasonSummary = v.InferOutput<typeof seasonSummarySchema>;

export const tvDetailSchema = v.object({
  ...tvSummarySchema.entries,
  ...fallbackMark,
  tagline: v.string(),
  genres: v.array(genreSchema),
  networks: v.array(namedEntity),
  number_of_seasons: int,
  number_of_episodes: int,
  episode_run_time: v.array(v.number()),
  seasons: v.array(seasonSummarySchema),
  status: v.string(),
  homepage: v.nullable(v.string()),
  last_air_date: v.nullable(v.string()),
  credits: creditsSchema,
  external_ids: v.looseObject({ imdb_id: v.nullable(v.string()) }),
});
export type TvDetail = v.InferOutput<typeof tvDetailSchema>;

const episodeSchema = v.object({
  /** Embedded catalogue ids are `series-season-episode` strings, as the product's local catalogue has them. */
  id: v.union([int, v.string()]),
  episode_number: int,
  season_number: int,
  name: v.string(),
  overview: v.string(),
  still_path: imagePath,
  air_date: v.nullable(v.string()),
  runtime: v.nullable(int),
  vote_average: v.number(),
});
export type Episode = v.InferOutput<typeof episodeSchema>;

export const seasonSchema = v.object({
  id: int,
  name: v.string(),
  season_number: int,
  air_date: v.nullable(v.string()),
  overview: v.string(),
  poster_path: imagePath,
  episodes: v.array(episodeSchema),
});
export type Season = v.InferOutput<typeof seasonSchema>;
