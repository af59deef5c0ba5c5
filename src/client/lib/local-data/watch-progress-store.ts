import * as z from 'zod/mini';
import { readStored, storedKeys, writeStored, type Validator, type WriteResult } from '../storage';
import { isPlainRecord } from './checks';
import { foldAliases, toEpochMs, toId } from './spec-readings';
import { storageKeys } from './storage-keys';

/**
 * Watch progress records, one key per title: `watch_progress_{type}_{id}`. `progress` has two
 * readings (docs/product.md#readings-we-accept): an object with watched and duration seconds, or a
 * single percent number.
 */
const progressValueSchema = z.union([
  z.object({
    watched: z.number().check(z.nonnegative()),
    duration: z.number().check(z.nonnegative()),
  }),
  z.number().check(z.gte(0), z.lte(100)),
]);

const watchProgressSchema = z.looseObject({
  id: z.number().check(z.int(), z.positive()),
  title: z.string(),
  type: z.enum(['movie', 'tv']),
  poster_path: z.optional(z.nullable(z.string())),
  backdrop_path: z.optional(z.nullable(z.string())),
  progress: progressValueSchema,
  last_season_watched: z.optional(z.number()),
  last_episode_watched: z.optional(z.number()),
  lastWatched: z.number(),
});
export type WatchProgress = z.infer<typeof watchProgressSchema>;

/**
 * `contentId`/`contentType` stand for `id`/`type`, `lastWatched` may be ISO text, and a movie's
 * season and episode may be stored as `null`: all are read, the canonical form is written.
 */
const storedProgress: Validator<WatchProgress | null> = {
  safeParse(data) {
    if (!isPlainRecord(data)) return watchProgressNullable.safeParse(data);
    const record = foldAliases(data, { id: ['contentId'], type: ['contentType'] });
    if (record.last_season_watched === null) delete record.last_season_watched;
    if (record.last_episode_watched === null) delete record.last_episode_watched;
    record.id = toId(record.id);
    record.lastWatched = toEpochMs(record.lastWatched) ?? record.lastWatched;
    return watchProgressSchema.safeParse(record);
  },
};
const watchProgressNullable = z.nullable(watchProgressSchema);

export function readProgress(type: 'movie' | 'tv', id: number): WatchProgress | null {
  return readStored(storageKeys.watchProgress(type, id), storedProgress, null);
}

export function writeProgress(record: WatchProgress): WriteResult {
  return writeStored(storageKeys.watchProgress(record.type, record.id), record);
}

/** Every valid record, most recently watched first. */
export function listProgress(): WatchProgress[] {
  return storedKeys(storageKeys.watchProgressPrefix)
    .map((key) => readStored(key, storedProgress, null))
    .filter((record): record is WatchProgress => record !== null)
    .sort((a, b) => b.lastWatched - a.lastWatched);
}

/** Percent watched, 0-100, from either reading of `progress`. */
export function progressPercent(record: Pick<WatchProgress, 'progress'>): number {
  const { progress } = record;
  if (typeof progress === 'number') return progress;
  return progress.duration > 0 ? (progress.watched / progress.duration) * 100 : 0;
}
