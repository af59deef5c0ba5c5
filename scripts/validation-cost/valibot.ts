// The measured schemas written with valibot.
import * as v from 'valibot';

const image = v.nullable(v.string());
const id = v.pipe(v.number(), v.integer(), v.minValue(1));
const common = {
  id,
  overview: v.string(),
  poster_path: image,
  backdrop_path: image,
  vote_average: v.number(),
  vote_count: v.number(),
  genre_ids: v.array(v.pipe(v.number(), v.integer())),
  adult: v.boolean(),
  original_language: v.string(),
  popularity: v.number(),
};
const movie = v.object({
  ...common,
  media_type: v.literal('movie'),
  title: v.string(),
  release_date: v.string(),
});
const tv = v.object({
  ...common,
  media_type: v.literal('tv'),
  name: v.string(),
  first_air_date: v.string(),
});
const paged = v.object({
  page: v.pipe(v.number(), v.integer()),
  results: v.array(v.variant('media_type', [movie, tv])),
  total_pages: v.pipe(v.number(), v.integer()),
  total_results: v.pipe(v.number(), v.integer()),
  isFallback: v.optional(v.boolean()),
});
const vaultItem = v.looseObject({
  id,
  type: v.picklist(['movie', 'tv']),
  addedAt: v.string(),
  title: v.optional(v.string()),
  poster_path: v.optional(image),
  vote_average: v.optional(v.number()),
});
const historyEntry = v.looseObject({
  id,
  media_type: v.picklist(['movie', 'tv']),
  watchedAt: v.number(),
  progress: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(100)), 0),
  genre_ids: v.optional(v.array(v.number())),
});

export const parsePaged = (data: unknown) => v.safeParse(paged, data);
export const parseVault = (data: unknown) => v.safeParse(v.array(vaultItem), data);
export const parseHistory = (data: unknown) => v.safeParse(v.array(historyEntry), data);
