import * as v from 'valibot';

/**
 * One of your ratings (docs/product.md#record-shapes): half stars from 0.5 to 5 for a title, when
 * it was given, and the title's name and poster so a list can show it without the catalogue.
 * Stored under `nexus_ratings` as a list, newest first; in the "Your data" file as `ratings`.
 */
const RATING_STEPS = { min: 0.5, max: 5, step: 0.5 } as const;

export const ratingEntrySchema = v.looseObject({
  id: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(Number.MAX_SAFE_INTEGER)),
  media_type: v.picklist(['movie', 'tv']),
  rating: v.pipe(
    v.number(),
    v.minValue(RATING_STEPS.min),
    v.maxValue(RATING_STEPS.max),
    v.multipleOf(RATING_STEPS.step),
  ),
  /** Epoch milliseconds. */
  ratedAt: v.pipe(v.number(), v.finite(), v.minValue(0)),
  title: v.optional(v.pipe(v.string(), v.maxLength(2000))),
  poster_path: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(2000)))),
});
export type RatingEntry = v.InferOutput<typeof ratingEntrySchema>;
