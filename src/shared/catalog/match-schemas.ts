import * as v from 'valibot';

/**
 * POST /api/catalog/match (docs/product.md#importing-from-other-services): titles read from
 * another service's export, matched against the catalogue in batches. The server validates the
 * request with its own zod schema under these limits; the browser parses the answer with
 * `matchResponseSchema`.
 */
export const MATCH_LIMITS = {
  /** Items in one request; a bigger import is sent as several. */
  batch: 200,
  /** Characters of a title. */
  title: 200,
  /** Candidates offered for an ambiguous title. */
  candidates: 5,
  /** Requests one client may make per minute. */
  perMinute: 60,
} as const;

export interface MatchItem {
  title: string;
  year?: number;
  imdbId?: string;
  tmdbId?: number;
  type?: 'movie' | 'tv';
}

const candidateSchema = v.object({
  id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  media_type: v.picklist(['movie', 'tv']),
  title: v.pipe(v.string(), v.maxLength(2000)),
  year: v.nullable(v.number()),
  poster_path: v.nullable(v.pipe(v.string(), v.maxLength(2000))),
  backdrop_path: v.nullable(v.pipe(v.string(), v.maxLength(2000))),
  vote_average: v.number(),
  genre_ids: v.array(v.number()),
});
export type MatchCandidate = v.InferOutput<typeof candidateSchema>;

const resultSchema = v.variant('status', [
  v.object({ status: v.literal('matched'), match: candidateSchema }),
  v.object({
    status: v.literal('ambiguous'),
    candidates: v.pipe(
      v.array(candidateSchema),
      v.check((list) => list.length >= 2),
    ),
  }),
  v.object({ status: v.literal('unmatched') }),
]);
export type MatchResult = v.InferOutput<typeof resultSchema>;

export const matchResponseSchema = v.object({ results: v.array(resultSchema) });
export type MatchResponse = v.InferOutput<typeof matchResponseSchema>;
