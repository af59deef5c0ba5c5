import { msg } from '@lingui/core/macro';
import { pageTranslate as say } from '@/client/library/rules/translate';
import * as v from 'valibot';
import { LIBRARY_LIMITS } from '@/shared/library/library-limits';
import * as records from '@/shared/library/record-schemas';
import * as watchState from '@/shared/library/watch-state-schemas';
import { ratingEntrySchema, type RatingEntry } from '@/shared/library/rating-schema';

/**
 * The "Your data" file: everything NEXUS keeps in this browser, with a format name and version
 * so a later version can read older files. Import treats the file as hostile: a size cap, count
 * caps, per-entry validation with the records' one schemas, and no `__proto__` / `constructor` /
 * `prototype` keys survive parsing.
 */
export const FILE_FORMAT = 'nexus-local-data';
export const FILE_VERSION = 1;
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
export const MAX_ENTRIES = 5000;
const MAX_IMAGE_CHARS = 2 * 1024 * 1024;

/** Said when the file is read (an event handler): in the page's language at that moment. */
const tooMany = (limit: number) =>
  say(
    msg({
      message: `Too many entries (the limit is ${limit}).`,
      comment: 'An imported data file is refused; {limit} is a number',
    }),
  );

const list = v.pipe(
  v.array(v.unknown()),
  v.maxLength(MAX_ENTRIES, () => tooMany(MAX_ENTRIES)),
);

// Watched marks are one per episode, so their list may be as long as the library allows.
const markList = v.pipe(
  v.array(v.unknown()),
  v.maxLength(LIBRARY_LIMITS.watchedMarks, () => {
    const limit = LIBRARY_LIMITS.watchedMarks;
    return say(
      msg({
        message: `Too many entries (the limit is ${limit} watched marks).`,
        comment: 'An imported data file is refused; {limit} is a number',
      }),
    );
  }),
);

const fileSchema = v.object({
  format: v.literal(FILE_FORMAT),
  version: v.literal(FILE_VERSION),
  exportedAt: v.optional(v.pipe(v.string(), v.maxLength(100))),
  vault: v.optional(list, () => []),
  watchHistory: v.optional(list, () => []),
  watchProgress: v.optional(list, () => []),
  watchedMarks: v.optional(markList, () => []),
  continueWatchingRemoved: v.optional(list, () => []),
  ratings: v.optional(list, () => []),
  profileImage: v.optional(
    v.nullable(v.pipe(records.profileImageSchema, v.maxLength(MAX_IMAGE_CHARS))),
    null,
  ),
});

export interface ParsedDataFile {
  vault: records.VaultItem[];
  watchHistory: records.HistoryEntry[];
  watchProgress: records.WatchProgress[];
  watchedMarks: watchState.WatchedMark[];
  continueWatchingRemoved: watchState.ContinueRemoved[];
  ratings: RatingEntry[];
  profileImage: string | null;
  /** Entries dropped because they did not pass validation. */
  skipped: number;
}

export type ParseResult = { ok: true; data: ParsedDataFile } | { ok: false; message: string };

const NOT_A_DATA_FILE = msg`This is not a NEXUS data file.`;

const forbiddenKeys = new Set(['__proto__', 'constructor', 'prototype']);

/** JSON.parse that drops keys which could reach an object's prototype when copied. */
function parseJsonSafely(input: string): unknown {
  return JSON.parse(input, (key, value) => (forbiddenKeys.has(key) ? undefined : value));
}

/** Our own messages for the known refusals; otherwise which part of the file is wrong. */
function describeIssue(issue: v.BaseIssue<unknown> | undefined): string {
  if (!issue) return say(msg`This file could not be read.`);
  const where = issue.path?.map((part) => String(part.key)).join('.') ?? '';
  // Named here, not in the schema: valibot reports a missing key with its own words.
  if (where === 'format') return say(NOT_A_DATA_FILE);
  if (where === 'version') return say(msg`This file comes from a newer NEXUS and cannot be read.`);
  if (issue.type === 'max_length') return issue.message;
  return where
    ? say(
        msg({
          message: `This file is damaged: "${where}" is not valid.`,
          comment: "{where} is the name of the file's part, like vault (not translated)",
        }),
      )
    : say(NOT_A_DATA_FILE);
}

function validEntries<S extends v.GenericSchema>(entries: unknown[], schema: S) {
  const valid: v.InferOutput<S>[] = [];
  for (const entry of entries) {
    const result = v.safeParse(schema, entry);
    if (result.success) valid.push(result.output);
  }
  return { valid, skipped: entries.length - valid.length };
}

export function parseDataFile(input: string): ParseResult {
  if (input.length > MAX_FILE_BYTES)
    return { ok: false, message: say(msg`This file is too large (over 10 MB).`) };
  let json: unknown;
  try {
    json = parseJsonSafely(input);
  } catch {
    return { ok: false, message: say(msg`This file is not valid JSON.`) };
  }
  const file = v.safeParse(fileSchema, json);
  if (!file.success) return { ok: false, message: describeIssue(file.issues[0]) };
  const vault = validEntries(file.output.vault, records.vaultItemSchema);
  const history = validEntries(file.output.watchHistory, records.historyEntrySchema);
  const progress = validEntries(file.output.watchProgress, records.watchProgressSchema);
  const marks = validEntries(file.output.watchedMarks, watchState.watchedMarkSchema);
  const removed = validEntries(
    file.output.continueWatchingRemoved,
    watchState.continueRemovedSchema,
  );
  const ratings = validEntries(file.output.ratings, ratingEntrySchema);
  return {
    ok: true,
    data: {
      vault: vault.valid,
      watchHistory: history.valid,
      watchProgress: progress.valid,
      watchedMarks: marks.valid,
      continueWatchingRemoved: removed.valid,
      ratings: ratings.valid,
      profileImage: file.output.profileImage,
      skipped:
        vault.skipped +
        history.skipped +
        progress.skipped +
        marks.skipped +
        removed.skipped +
        ratings.skipped,
    },
  };
}
