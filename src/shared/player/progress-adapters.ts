import * as v from 'valibot';
import type { ProgressAdapterName } from './provider-schema';

/**
 * Progress-message adapters: pure functions that turn one `message` event's data into a
 * progress update, or null. They never throw: anything that fails validation is ignored.
 *
 * Shapes supported (all may also arrive as a JSON string). The title may be named `id`, `tmdbId`
 * or `mtmdbId`:
 * - player-event:  {type:'PLAYER_EVENT', data:{event, currentTime (or timestamp), duration,
 *                  season?, episode?}}; `ended`/`complete` may carry no times
 * - media-data:    {type:'MEDIA_DATA', data} where data is an object or a JSON string holding
 *                  either one progress record or a map of them keyed by title, each like
 *                  {id, type, progress:{watched, duration}, last_season_watched, last_episode_watched}
 * - json-progress: a JSON string {id, type, progress (percent), timestamp (s), duration, season, episode}
 */
export type ProgressEventName = 'play' | 'pause' | 'seeked' | 'timeupdate' | 'ended' | 'progress';

export interface ProgressUpdate {
  event: ProgressEventName;
  currentTime: number;
  duration: number;
  season?: number;
  episode?: number;
}

/** The title the player is showing; messages about another title are ignored. */
interface AdapterContext {
  type: 'movie' | 'tv';
  id: number;
}

export type ProgressAdapter = (data: unknown, context: AdapterContext) => ProgressUpdate | null;

/** A number, or a numeric string (some providers send times as text); never null or NaN. */
const numeric = v.union([
  v.number(),
  v.pipe(v.string(), v.regex(/^\d+(\.\d+)?$/), v.transform(Number)),
]);
const seconds = v.pipe(numeric, v.minValue(0), v.maxValue(1e7));
const positiveInt = v.pipe(numeric, v.integer(), v.minValue(1));
/** An episode number we can do without: a wrong one is dropped, never the whole message. */
const optionalEpisodePart = v.optional(
  v.pipe(
    v.unknown(),
    v.transform((value) => {
      const part = v.safeParse(positiveInt, value);
      return part.success ? part.output : undefined;
    }),
  ),
);
const idLike = v.union([v.number(), v.string()]);

const eventAliases: Record<string, ProgressEventName> = {
  play: 'play',
  playing: 'play',
  pause: 'pause',
  paused: 'pause',
  seeked: 'seeked',
  seek: 'seeked',
  timeupdate: 'timeupdate',
  time: 'timeupdate',
  ended: 'ended',
  complete: 'ended',
  completed: 'ended',
};

/** Players name the title `id`, `tmdbId` or `mtmdbId`; all three mean the same. */
const titleIds = {
  id: v.optional(idLike),
  tmdbId: v.optional(idLike),
  mtmdbId: v.optional(idLike),
};
const titleIdOf = (d: {
  id?: number | string;
  tmdbId?: number | string;
  mtmdbId?: number | string;
}) => d.id ?? d.tmdbId ?? d.mtmdbId;

const playerEventSchema = v.object({
  type: v.literal('PLAYER_EVENT'),
  data: v.object({
    event: v.pipe(
      v.string(),
      v.check((e) => Object.hasOwn(eventAliases, e.toLowerCase()), 'unknown event'),
      v.transform((e) => eventAliases[e.toLowerCase()] as ProgressEventName),
    ),
    // `ended`/`complete` may come without times; a newer payload names the position `timestamp`.
    currentTime: v.optional(seconds),
    timestamp: v.optional(seconds),
    duration: v.optional(seconds),
    season: optionalEpisodePart,
    episode: optionalEpisodePart,
    ...titleIds,
    mediaType: v.optional(v.string()),
  }),
});

const mediaRecordSchema = v.object({
  ...titleIds,
  type: v.optional(v.string()),
  media_type: v.optional(v.string()),
  progress: v.object({ watched: seconds, duration: seconds }),
  last_season_watched: optionalEpisodePart,
  last_episode_watched: optionalEpisodePart,
});
type MediaRecord = v.InferOutput<typeof mediaRecordSchema>;

const mediaDataSchema = v.object({ type: v.literal('MEDIA_DATA'), data: v.unknown() });

const jsonProgressSchema = v.object({
  ...titleIds,
  type: v.optional(v.string()),
  progress: v.optional(seconds),
  timestamp: v.optional(seconds),
  duration: seconds,
  season: optionalEpisodePart,
  episode: optionalEpisodePart,
});

export const playerEventAdapter: ProgressAdapter = (data, context) => {
  const parsed = v.safeParse(playerEventSchema, fromJson(data));
  if (!parsed.success) return null;
  const message = parsed.output.data;
  const { event, duration, season, episode, mediaType } = message;
  if (!sameTitle(context, titleIdOf(message), mediaType)) return null;
  const currentTime = message.currentTime ?? positionFromTimestamp(message.timestamp, duration);
  if (currentTime === undefined || duration === undefined) {
    // The end is news even without times (the next episode may start); anything else is not.
    return event === 'ended' ? { event, currentTime: 0, duration: 0 } : null;
  }
  return clean({ event, currentTime, duration, season, episode });
};

export const mediaDataAdapter: ProgressAdapter = (data, context) => {
  const parsed = v.safeParse(mediaDataSchema, fromJson(data));
  if (!parsed.success) return null;
  const record = findRecord(fromJson(parsed.output.data), context);
  if (!record) return null;
  return clean({
    event: 'progress',
    currentTime: record.progress.watched,
    duration: record.progress.duration,
    season: record.last_season_watched,
    episode: record.last_episode_watched,
  });
};

/** Only a JSON string counts here: that is how the providers using this shape send it. */
export const jsonProgressAdapter: ProgressAdapter = (data, context) => {
  if (typeof data !== 'string') return null;
  const parsed = v.safeParse(jsonProgressSchema, fromJson(data));
  if (!parsed.success) return null;
  const { type, progress, timestamp, duration, season, episode } = parsed.output;
  const id = titleIdOf(parsed.output);
  if (id === undefined || !sameTitle(context, id, type)) return null;
  const currentTime =
    timestamp ?? (progress !== undefined && progress <= 100 ? (progress / 100) * duration : null);
  if (currentTime === null) return null;
  return clean({ event: 'progress', currentTime, duration, season, episode });
};

const adapters: Record<Exclude<ProgressAdapterName, 'auto'>, ProgressAdapter> = {
  'player-event': playerEventAdapter,
  'media-data': mediaDataAdapter,
  'json-progress': jsonProgressAdapter,
};

/** `auto` tries every shape in turn; the first that recognises the message wins. */
export function adapterFor(name: ProgressAdapterName): ProgressAdapter {
  if (name !== 'auto') return adapters[name];
  return (data, context) => {
    for (const adapter of Object.values(adapters)) {
      const update = adapter(data, context);
      if (update) return update;
    }
    return null;
  };
}

function fromJson(data: unknown): unknown {
  if (typeof data !== 'string' || data.length > 200_000) return data;
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return undefined;
  }
}

function findRecord(data: unknown, context: AdapterContext): MediaRecord | null {
  const single = v.safeParse(mediaRecordSchema, data);
  if (single.success) return matches(single.output, context) ? single.output : null;
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  for (const value of Object.values(data)) {
    const entry = v.safeParse(mediaRecordSchema, value);
    if (entry.success && matches(entry.output, context)) return entry.output;
  }
  return null;
}

function matches(record: MediaRecord, context: AdapterContext) {
  const id = titleIdOf(record);
  return id !== undefined && sameTitle(context, id, record.type ?? record.media_type);
}

/**
 * `timestamp` is the position in one player's payload and a wall-clock time in another's: it is
 * read as a position only when it fits inside the duration.
 */
function positionFromTimestamp(timestamp: number | undefined, duration: number | undefined) {
  if (timestamp === undefined || duration === undefined || duration <= 0) return undefined;
  return timestamp <= duration ? timestamp : undefined;
}

/** A message that names a title must name ours; one that names none is about the current one. */
function sameTitle(context: AdapterContext, id?: number | string, type?: string) {
  if (id !== undefined && String(id) !== String(context.id)) return false;
  if (type !== undefined && type !== '' && normaliseType(type) !== context.type) return false;
  return true;
}

function normaliseType(type: string) {
  const t = type.toLowerCase();
  return t === 'series' || t === 'show' || t === 'episode' ? 'tv' : t;
}

/** Drops undefined fields and clamps the time into the duration. */
function clean(update: ProgressUpdate): ProgressUpdate {
  const result: ProgressUpdate = {
    event: update.event,
    duration: update.duration,
    currentTime:
      update.duration > 0 ? Math.min(update.currentTime, update.duration) : update.currentTime,
  };
  if (update.season !== undefined) result.season = update.season;
  if (update.episode !== undefined) result.episode = update.episode;
  return result;
}

/**
 * The episode a progress message is about. Providers send season and episode as numbers or
 * text, and one reports them counted from 0: a message is trusted only when it names the
 * episode we asked for (counted from 1 or from 0), or the next one in the same season (the
 * provider played on by itself). Anything else is ours.
 */
export function trustedEpisode(
  reported: { season?: number; episode?: number },
  asked: { season: number; episode: number },
): { season: number; episode: number } {
  const { season, episode } = reported;
  if (season === undefined || episode === undefined) return asked;
  if (season === asked.season && episode === asked.episode) return asked;
  if (season + 1 === asked.season && episode + 1 === asked.episode) return asked;
  if (season === asked.season && episode === asked.episode + 1) return { season, episode };
  return asked;
}
