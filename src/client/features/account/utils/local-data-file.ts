import { z } from 'zod';

/**
 * The "Your data" file: everything NEXUS keeps in this browser, with a format name and version
 * so a later version can read older files. Import treats the file as hostile: a size cap, count
 * caps, per-entry validation, and no `__proto__` / `constructor` / `prototype` keys survive parsing.
 */
export const FILE_FORMAT = 'nexus-local-data';
export const FILE_VERSION = 1;
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
export const MAX_ENTRIES = 5000;
const MAX_TEXT = 2000;
const MAX_IMAGE_CHARS = 2 * 1024 * 1024;

const text = z.string().max(MAX_TEXT);
const id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const mediaType = z.enum(['movie', 'tv']);
const finite = z.number().finite();
const imagePath = text.nullable().optional();

const vaultItem = z.looseObject({
  id,
  type: mediaType,
  addedAt: z.iso.datetime({ offset: true }),
  title: text.optional(),
  name: text.optional(),
  poster_path: imagePath,
  backdrop_path: imagePath,
  release_date: text.optional(),
  first_air_date: text.optional(),
  vote_average: finite.optional(),
  overview: z.string().max(20_000).optional(),
});

const historyEntry = z.looseObject({
  id,
  media_type: mediaType,
  title: text.optional(),
  name: text.optional(),
  poster_path: imagePath,
  watchedAt: finite.nonnegative(),
  progress: finite.min(0).max(100).default(0),
  genre_ids: z.array(z.number().int()).max(50).optional(),
});

const progressRecord = z.looseObject({
  id,
  title: text,
  type: mediaType,
  poster_path: imagePath,
  backdrop_path: imagePath,
  progress: z.union([
    z.object({ watched: finite.nonnegative(), duration: finite.nonnegative() }),
    finite.min(0).max(100),
  ]),
  last_season_watched: finite.optional(),
  last_episode_watched: finite.optional(),
  lastWatched: finite.nonnegative(),
});

export type ImportedVaultItem = z.infer<typeof vaultItem>;
export type ImportedHistoryEntry = z.infer<typeof historyEntry>;
export type ImportedProgress = z.infer<typeof progressRecord>;

const list = z
  .array(z.unknown())
  .max(MAX_ENTRIES, `Too many entries (the limit is ${MAX_ENTRIES}).`);

const fileSchema = z.object({
  format: z.literal(FILE_FORMAT, 'This is not a NEXUS data file.'),
  version: z.literal(FILE_VERSION, 'This file comes from a newer NEXUS and cannot be read.'),
  exportedAt: z.string().max(100).optional(),
  vault: list.default([]),
  watchHistory: list.default([]),
  watchProgress: list.default([]),
  profileImage: z
    .string()
    .max(MAX_IMAGE_CHARS)
    .regex(/^data:image\/[a-z+.-]+;base64,[A-Za-z0-9+/=]*$/)
    .nullable()
    .default(null),
});

export interface ParsedDataFile {
  vault: ImportedVaultItem[];
  watchHistory: ImportedHistoryEntry[];
  watchProgress: ImportedProgress[];
  profileImage: string | null;
  /** Entries dropped because they did not pass validation. */
  skipped: number;
}

export type ParseResult = { ok: true; data: ParsedDataFile } | { ok: false; message: string };

const forbiddenKeys = new Set(['__proto__', 'constructor', 'prototype']);

/** JSON.parse that drops keys which could reach an object's prototype when copied. */
export function parseJsonSafely(input: string): unknown {
  return JSON.parse(input, (key, value) => (forbiddenKeys.has(key) ? undefined : value));
}

/** Our own messages for the known refusals; otherwise which part of the file is wrong. */
function describeIssue(issue: z.core.$ZodIssue | undefined): string {
  if (!issue) return 'This file could not be read.';
  const where = issue.path.map(String).join('.');
  if (where === 'format' || where === 'version' || issue.code === 'too_big') return issue.message;
  return where
    ? `This file is damaged: "${where}" is not valid.`
    : 'This is not a NEXUS data file.';
}

function validEntries<T>(entries: unknown[], schema: z.ZodType<T>) {
  const valid: T[] = [];
  for (const entry of entries) {
    const result = schema.safeParse(entry);
    if (result.success) valid.push(result.data);
  }
  return { valid, skipped: entries.length - valid.length };
}

export function parseDataFile(input: string): ParseResult {
  if (input.length > MAX_FILE_BYTES)
    return { ok: false, message: 'This file is too large (over 10 MB).' };
  let json: unknown;
  try {
    json = parseJsonSafely(input);
  } catch {
    return { ok: false, message: 'This file is not valid JSON.' };
  }
  const file = fileSchema.safeParse(json);
  if (!file.success) return { ok: false, message: describeIssue(file.error.issues[0]) };
  const vault = validEntries(file.data.vault, vaultItem);
  const history = validEntries(file.data.watchHistory, historyEntry);
  const progress = validEntries(file.data.watchProgress, progressRecord);
  return {
    ok: true,
    data: {
      vault: vault.valid,
      watchHistory: history.valid,
      watchProgress: progress.valid,
      profileImage: file.data.profileImage,
      skipped: vault.skipped + history.skipped + progress.skipped,
    },
  };
}
