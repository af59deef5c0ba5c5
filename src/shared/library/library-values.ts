import * as v from 'valibot';

/**
 * The values of library items: the very records the browser stores today under the spec's keys
 * (src/client/lib/local-data), in their canonical form. Records keep fields beyond these (a
 * vault entry is a whole title record), so the objects are loose.
 */
const titleId = v.pipe(v.number(), v.safeInteger(), v.minValue(1));
const mediaType = v.picklist(['movie', 'tv']);
const image = v.optional(v.nullable(v.string()));
const epochMs = v.pipe(v.number(), v.finite(), v.minValue(0));
const percent = v.pipe(v.number(), v.minValue(0), v.maxValue(100));

/** One saved title of `nexus_vault`. */
export const vaultValueSchema = v.looseObject({
  id: titleId,
  type: mediaType,
  addedAt: v.string(),
  title: v.optional(v.string()),
  name: v.optional(v.string()),
  poster_path: image,
  backdrop_path: image,
  release_date: v.optional(v.string()),
  first_air_date: v.optional(v.string()),
  vote_average: v.optional(v.pipe(v.number(), v.finite())),
  overview: v.optional(v.string()),
});
export type VaultValue = v.InferOutput<typeof vaultValueSchema>;

/** `watch_progress_{type}_{id}`: progress is seconds of a duration, or a percent. */
export const progressValueSchema = v.looseObject({
  id: titleId,
  title: v.string(),
  type: mediaType,
  poster_path: image,
  backdrop_path: image,
  progress: v.union([
    v.object({
      watched: v.pipe(v.number(), v.finite(), v.minValue(0)),
      duration: v.pipe(v.number(), v.finite(), v.minValue(0)),
    }),
    percent,
  ]),
  last_season_watched: v.optional(v.number()),
  last_episode_watched: v.optional(v.number()),
  lastWatched: epochMs,
});
export type ProgressValue = v.InferOutput<typeof progressValueSchema>;

/** One entry of `nexus_watch_history`: progress is the percent watched. */
export const historyValueSchema = v.looseObject({
  id: titleId,
  media_type: mediaType,
  title: v.optional(v.string()),
  name: v.optional(v.string()),
  poster_path: image,
  watchedAt: epochMs,
  progress: percent,
  genre_ids: v.optional(v.array(v.pipe(v.number(), v.finite()))),
});
export type HistoryValue = v.InferOutput<typeof historyValueSchema>;

/**
 * `nexus_profile_image`: the data URL itself. Its size is a limit (422), not a shape (400), so
 * it is checked apart: see libraryLimitProblem.
 */
export const profileImageValueSchema = v.pipe(
  v.string(),
  v.regex(/^data:image\/[a-z+.-]+;base64,[A-Za-z0-9+/=]*$/, 'must be an image data URL'),
);
export type ProfileImageValue = v.InferOutput<typeof profileImageValueSchema>;

export type LibraryValue = VaultValue | ProgressValue | HistoryValue | ProfileImageValue;

export const valueSchemas = {
  vault: vaultValueSchema,
  progress: progressValueSchema,
  history: historyValueSchema,
  'profile-image': profileImageValueSchema,
} as const;
