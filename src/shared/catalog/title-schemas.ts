import * as v from 'valibot';

/**
 * The catalogue contract: TMDB v3 JSON shapes, answered by both catalogue sources
 * (embedded and TMDB) so that the browser never knows which one served it. Written with valibot,
 * the client and shared code's one validation library (docs/decisions/0018-valibot.md).
 *
 * Image fields (`poster_path`, `backdrop_path`, `profile_path`, `still_path`) are URL
 * templates written by the server: TMDB images contain a `{size}` placeholder, our own
 * generated art is a same-origin path without one. Read them with `imageUrl()`.
 */

export type MediaType = 'movie' | 'tv';

/** The catalogue's lists, in the order the browse pages' tabs show them. */
export const LIST_KINDS = ['trending', 'popular', 'top_rated'] as const;
export type ListKind = (typeof LIST_KINDS)[number];

const int = v.pipe(v.number(), v.integer());
const titleId = v.pipe(v.number(), v.integer(), v.minValue(1));
const imagePath = v.nullable(v.string());
const optionalText = v.optional(v.string());

export const genreSchema = v.object({ id: int, name: v.string() });
export type Genre = v.InferOutput<typeof genreSchema>;

/** What both kinds of summary carry. */
const summaryEntries = {
  id: titleId,
  overview: v.string(),
  poster_path: imagePath,
  backdrop_path: imagePath,
  vote_average: v.number(),
  vote_count: v.number(),
  genre_ids: v.array(int),
  adult: v.boolean(),
  original_language: v.string(),
  popularity: v.number(),
};

export const movieSummarySchema = v.object({
  ...summaryEntries,
  media_type: v.literal('movie'),
  title: v.string(),
  original_title: optionalText,
  release_date: v.string(),
  video: v.optional(v.boolean()),
});
export type MovieSummary = v.InferOutput<typeof movieSummarySchema>;

export const tvSummarySchema = v.object({
  ...summaryEntries,
  media_type: v.literal('tv'),
  name: v.string(),
  original_name: optionalText,
  first_air_date: v.string(),
  origin_country: v.optional(v.array(v.string())),
  number_of_seasons: v.optional(int),
  number_of_episodes: v.optional(int),
});
export type TvSummary = v.InferOutput<typeof tvSummarySchema>;

const titleSummarySchema = v.variant('media_type', [movieSummarySchema, tvSummarySchema]);
export type TitleSummary = v.InferOutput<typeof titleSummarySchema>;

/** A paged list, as TMDB answers it; `isFallback` marks stale answers served during an outage. */
export function pagedSchema<T extends v.GenericSchema>(item: T) {
  return v.object({
    page: int,
    results: v.array(item),
    total_pages: int,
    total_results: int,
    isFallback: v.optional(v.boolean()),
    fallbackReason: optionalText,
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

export const movieListSchema = pagedSchema(movieSummarySchema);
export const tvListSchema = pagedSchema(tvSummarySchema);
export const titleListSchema = pagedSchema(titleSummarySchema);
