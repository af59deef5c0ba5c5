// The measured schemas written with zod's classic API (the one src/shared used until 0018).
import { z } from 'zod';

const image = z.string().nullable();
const common = {
  id: z.number().int().positive(),
  overview: z.string(),
  poster_path: image,
  backdrop_path: image,
  vote_average: z.number(),
  vote_count: z.number(),
  genre_ids: z.array(z.number().int()),
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
  page: z.number().int(),
  results: z.array(z.discriminatedUnion('media_type', [movie, tv])),
  total_pages: z.number().int(),
  total_results: z.number().int(),
  isFallback: z.boolean().optional(),
});
const vaultItem = z.looseObject({
  id: z.number().int().positive(),
  type: z.enum(['movie', 'tv']),
  addedAt: z.string(),
  title: z.string().optional(),
  poster_path: image.optional(),
  vote_average: z.number().optional(),
});
const historyEntry = z.looseObject({
  id: z.number().int().positive(),
  media_type: z.enum(['movie', 'tv']),
  watchedAt: z.number(),
  progress: z.number().min(0).max(100).default(0),
  genre_ids: z.array(z.number()).optional(),
});

export const parsePaged = (data: unknown) => paged.safeParse(data);
export const parseVault = (data: unknown) => z.array(vaultItem).safeParse(data);
export const parseHistory = (data: unknown) => z.array(historyEntry).safeParse(data);
