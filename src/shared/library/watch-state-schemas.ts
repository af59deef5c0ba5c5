import * as v from 'valibot';

/**
 * The records of the watched state (docs/product.md#watched-state), stored under their own keys
 * beside the product's (`nexus_watched`, `nexus_continue_removed`), in export files and in the
 * synced library. New records, so they have one reading only: the canonical one.
 */

const titleId = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(Number.MAX_SAFE_INTEGER));
const mediaType = v.picklist(['movie', 'tv']);
const time = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(Number.MAX_SAFE_INTEGER));
// The bounds of the library keys that name an episode (library-keys.ts): season 0 is the specials.
const seasonNumber = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(9999));
const episodeNumber = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(99_999));

/**
 * A film, or one episode of a series, that was watched: marked so, or played to 90 % or more.
 * A series mark always names its episode; a film mark never has one.
 */
export const watchedMarkSchema = v.pipe(
  v.object({
    id: titleId,
    type: mediaType,
    season: v.optional(seasonNumber),
    episode: v.optional(episodeNumber),
    watchedAt: time,
  }),
  v.check(
    (mark) =>
      mark.type === 'tv'
        ? mark.season !== undefined && mark.episode !== undefined
        : mark.season === undefined && mark.episode === undefined,
    'a series mark names its season and episode; a film mark neither',
  ),
);
export type WatchedMark = v.InferOutput<typeof watchedMarkSchema>;

/**
 * A title taken out of the Continue Watching row at `removedAt`. History and progress stay; a
 * play after that moment brings the title back to the row.
 */
export const continueRemovedSchema = v.object({
  id: titleId,
  type: mediaType,
  removedAt: time,
});
export type ContinueRemoved = v.InferOutput<typeof continueRemovedSchema>;
