// The measured schemas written with zod/mini, zod's tree-shakable functional API.
import * as z from 'zod/mini';

const image = z.nullable(z.string());
const id = z.number().check(z.int(), z.positive());
const common = {
  id,
  overview: z.string(),
  poster_path: image,
  backdrop_path: image,
  vote_average: z.number(),
  vote_count: z.number(),
  genre_ids: z.array(z.number().check(z.int())),
  adult: z.boolean(),
  original_language: z.string(),
  popularity: z.number(),
};
const movie = z.object({
  ...common,
  media_type: z.literal('movie'),
  title: z.string(),
  release_date: z.string(),
});
const tv = z.object({
  ...common,
  media_type: z.literal('tv'),
  name: z.string(),
  first_air_date: z.string(),
});
const paged = z.object({
  page: z.number().check(z.int()),
  results: z.array(z.discriminatedUnion('media_type', [movie, tv])),
  total_pages: z.number().check(z.int()),
  total_results: z.number().check(z.int()),
  isFallback: z.optional(z.boolean()),
});
const vaultItem = z.looseObject({
  id,
  type: z.enum(['movie', 'tv']),
  addedAt: z.string(),
  title: z.optional(z.string()),
  poster_path: z.optional(image),
  vote_average: z.optional(z.number()),
});
const historyEntry = z.looseObject({
  id,
  media_type: z.enum(['movie', 'tv']),
  watchedAt: z.number(),
  progress: z._default(z.number().check(z.gte(0), z.lte(100)), 0),
  genre_ids: z.optional(z.array(z.number())),
});

export const parsePaged = (data: unknown) => paged.safeParse(data);
export const parseVault = (data: unknown) => z.array(vaultItem).safeParse(data);
export const parseHistory = (data: unknown) => z.array(historyEntry).safeParse(data);
