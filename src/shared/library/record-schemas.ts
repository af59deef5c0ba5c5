import * as v from 'valibot';
import { foldAliases, isPlainRecord, toEpochMs, toId, toPercent } from './stored-readings';

/**
 * The one schema of each record the library stores: in the browser's localStorage under the
 * product's keys (docs/product.md#local-data), in export files, and on the server once the
 * library syncs. Each first turns the other readings the rules allow into the canonical form
 * (stored-readings.ts), so only what no reading accepts is refused. Records keep their other
 * fields, as the product stores whole title records.
 */

/** Bounds that keep one hostile record (an import, another device) from filling the storage. */
const MAX_TEXT = 2000;
const MAX_OVERVIEW = 20_000;
const MAX_GENRES = 50;

const titleId = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(Number.MAX_SAFE_INTEGER));
const mediaType = v.picklist(['movie', 'tv']);
const text = v.pipe(v.string(), v.maxLength(MAX_TEXT));
const optionalText = v.optional(text);
const optionalImage = v.optional(v.nullable(text));
const finite = v.pipe(v.number(), v.finite());
const time = v.pipe(finite, v.minValue(0));
const seconds = time;
const percent = v.pipe(v.number(), v.minValue(0), v.maxValue(100));

/** Turns a stored object into its canonical form before the fields are checked. */
const canonical = (fold: (stored: Record<string, unknown>) => Record<string, unknown>) =>
  v.pipe(
    v.unknown(),
    v.check(isPlainRecord),
    v.transform((stored) => fold(stored as Record<string, unknown>)),
  );

/** A saved title: the title record plus `type` and `addedAt` (ISO time). */
export const vaultItemSchema = v.pipe(
  canonical((stored) => {
    const item = foldAliases(stored, { id: ['contentId'], type: ['contentType'] });
    item.type ??= item.media_type;
    item.id = toId(item.id);
    const added = toEpochMs(item.addedAt);
    if (added !== undefined) item.addedAt = new Date(added).toISOString();
    return item;
  }),
  v.looseObject({
    id: titleId,
    type: mediaType,
    addedAt: v.pipe(
      v.string(),
      v.check((text) => toEpochMs(text) !== undefined),
    ),
    title: optionalText,
    name: optionalText,
    poster_path: optionalImage,
    backdrop_path: optionalImage,
    release_date: optionalText,
    first_air_date: optionalText,
    vote_average: v.optional(finite),
    overview: v.optional(v.pipe(v.string(), v.maxLength(MAX_OVERVIEW))),
  }),
);
export type VaultItem = v.InferOutput<typeof vaultItemSchema>;

/** One watched title: when, and the percent watched (0 when a stored entry has none). */
export const historyEntrySchema = v.pipe(
  canonical((stored) => {
    const entry = foldAliases(stored, { id: ['contentId'], media_type: ['contentType', 'type'] });
    entry.id = toId(entry.id);
    entry.watchedAt = toEpochMs(entry.watchedAt) ?? entry.watchedAt;
    if (entry.progress !== undefined) entry.progress = toPercent(entry.progress);
    return entry;
  }),
  v.looseObject({
    id: titleId,
    media_type: mediaType,
    title: optionalText,
    name: optionalText,
    poster_path: optionalImage,
    watchedAt: time,
    progress: v.optional(percent, 0),
    genre_ids: v.optional(
      v.pipe(v.array(v.pipe(v.number(), v.integer())), v.maxLength(MAX_GENRES)),
    ),
  }),
);
export type HistoryEntry = v.InferOutput<typeof historyEntrySchema>;

/**
 * Where a title was left: `progress` is seconds watched of a duration, or a single percent.
 * `contentId`/`contentType` stand for `id`/`type`, `lastWatched` may be ISO text, and a movie's
 * season and episode may be stored as `null`.
 */
export const watchProgressSchema = v.pipe(
  canonical((stored) => {
    const record = foldAliases(stored, { id: ['contentId'], type: ['contentType'] });
    if (record.last_season_watched === null) delete record.last_season_watched;
    if (record.last_episode_watched === null) delete record.last_episode_watched;
    record.id = toId(record.id);
    record.lastWatched = toEpochMs(record.lastWatched) ?? record.lastWatched;
    return record;
  }),
  v.looseObject({
    id: titleId,
    title: text,
    type: mediaType,
    poster_path: optionalImage,
    backdrop_path: optionalImage,
    progress: v.union([v.object({ watched: seconds, duration: seconds }), percent]),
    last_season_watched: v.optional(finite),
    last_episode_watched: v.optional(finite),
    lastWatched: time,
  }),
);
export type WatchProgress = v.InferOutput<typeof watchProgressSchema>;

/** The profile image: an image data URL. Its size is a limit each boundary sets. */
export const profileImageSchema = v.pipe(
  v.string(),
  v.regex(/^data:image\/[a-z+.-]+;base64,[A-Za-z0-9+/=]*$/, 'must be an image data URL'),
);
