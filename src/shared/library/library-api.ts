import * as v from 'valibot';
import { libraryOpSchema } from './library-ops';

/** The sync API (accounts mode only; with accounts off these paths do not exist). */
export const LIBRARY_PATHS = {
  /** GET ?since={cursor}[&limit=n]: items changed after the cursor. since=0 is a full pull. */
  changes: '/api/library/changes',
  /**
   * POST { protocol?, ops }: applies a batch in one transaction. Without `protocol` (a page
   * still running older code), all or nothing; with protocol 2, each operation the server
   * refuses is `rejected` with its reason and the others are applied (decision 0025).
   */
  push: '/api/library/push',
  /** GET: Server-Sent Events, `event: change` with `{cursor}` after each push of this user. */
  stream: '/api/library/stream',
} as const;

/** The codes of the library's error answers, besides 400 `bad-request` and 401 `unauthorized`. */
export const LIBRARY_ERROR_CODES = {
  /** 413: more than 500 operations, or a body over 1 MB. */
  batchTooLarge: 'batch-too-large',
  /**
   * 422: the batch would leave more than 10,000 live items of one kind, or the account's stored
   * rows or characters would pass their limits (protocol 2: that operation is `rejected`).
   */
  libraryFull: 'library-full',
  /** Protocol 2 only, a rejected operation: its value is over 32 KB or nested too deep. */
  valueTooLarge: 'value-too-large',
  /** 400: a `protocol` this server does not speak (a newer page against an older server). */
  unsupportedProtocol: 'unsupported-protocol',
  /** 422: a profile image over 350 KB. */
  profileImageTooLarge: 'profile-image-too-large',
  /** 429: the per-user request limit, or too many open live streams (Retry-After says when). */
  tooManyRequests: 'too-many-requests',
} as const;

const cursor = v.pipe(v.number(), v.safeInteger(), v.minValue(0));

/** An item as the server holds it: the operation that won for its key (value null: deleted). */
const libraryItemSchema = libraryOpSchema;

export const changesResponseSchema = v.object({
  items: v.array(libraryItemSchema),
  /** Pass it as `since` next time. */
  cursor,
  /** More changes wait: ask again at once with the new cursor. */
  more: v.boolean(),
  /**
   * The cursor is older than deletions the server has since forgotten (kept 90 days): the
   * answer is a full pull, and local items it lacks were deleted (unless still waiting to be
   * pushed).
   */
  reset: v.boolean(),
  /**
   * The library's epoch, replaced when the server is restored from a backup: a device that
   * synced under another one pushes every item it holds and pulls from 0 (decision 0025).
   * Absent from servers older than it.
   */
  epoch: v.optional(v.string()),
});
export type ChangesResponse = v.InferOutput<typeof changesResponseSchema>;

/**
 * The push protocol this code speaks, sent as the body's `protocol` (decision 0025). 2: each
 * operation has its own outcome, `rejected` included. A later version may add fields (profiles:
 * which library a batch is for); a server answers a version it does not know with 400.
 */
export const LIBRARY_PROTOCOL = 2;

/**
 * What became of each operation: `applied` (it is now the item), `superseded` (a version that
 * wins under the merge rules was already there), `duplicate` (received before: nothing done),
 * `rejected` (protocol 2: refused for the reason in `error`; nothing done).
 */
const opOutcomeSchema = v.picklist(['applied', 'superseded', 'duplicate', 'rejected']);

export const pushResponseSchema = v.object({
  cursor,
  results: v.array(
    v.object({
      opId: v.string(),
      outcome: opOutcomeSchema,
      /** The time the server kept for the action: clamped to its clock. Absent for duplicates. */
      at: v.optional(v.number()),
      /** Why a `rejected` operation was refused: a code and a sentence for the person. */
      error: v.optional(v.object({ code: v.string(), message: v.string() })),
    }),
  ),
  /**
   * The state after the batch of every key it touched (rejected operations aside): replicas
   * adopt these.
   */
  items: v.array(libraryItemSchema),
});
export type PushResponse = v.InferOutput<typeof pushResponseSchema>;

/** The data of a stream's `change` event. */
export const changeNoticeSchema = v.object({ cursor });
