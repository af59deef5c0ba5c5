import type { CountedKind } from './library-keys';

/**
 * The library's limits, in one place: the server refuses past them and the client keeps within
 * them, so a well-behaved client never sees a refusal.
 */
export const LIBRARY_LIMITS = {
  /** Operations in one push; a bigger backlog goes up in several pushes. */
  batchOps: 500,
  /** Bytes of one push's JSON body. */
  batchBytes: 1024 * 1024,
  /**
   * Live (not deleted) items of one kind: vault titles, progress records, history entries,
   * titles removed from Continue Watching, ratings.
   */
  itemsPerKind: 10_000,
  /** Live watched marks: one per film or per episode, so a long watcher needs more of them. */
  watchedMarks: 20_000,
  /** Characters of the profile image's data URL (ASCII, so also its bytes). */
  profileImageBytes: 350 * 1024,
  /** Deletions are remembered at least this long, so a stale device cannot bring an item back. */
  tombstoneDays: 90,
  /** Items in one page of changes; a full pull of a large library takes several. */
  pullPage: 5_000,
  /**
   * Characters of one page of changes, about 1 MB: a page stops before the item that would
   * pass it (a page always holds at least one item), so 40 parallel pulls stay within memory.
   */
  pullPageBytes: 1024 * 1024,
  /**
   * Characters of one item's value as JSON, other than the profile image (which has its own
   * limit): the whole title record with room to spare, never a padded one.
   */
  valueBytes: 32 * 1024,
  /** Levels of nesting in one value: records are flat objects with a few small objects in. */
  valueDepth: 8,
  /**
   * Characters one account stores in all (keys and values, deleted items included): the live
   * limits of every kind, full of ordinary records, come to far less.
   */
  storedBytes: 64 * 1024 * 1024,
} as const;

/**
 * Rows one account may keep on the server: items (live and deleted) and the operation ids kept
 * for 90 days, at most three times the live limits of every kind together.
 */
export const STORED_ROWS_LIMIT =
  3 * (5 * LIBRARY_LIMITS.itemsPerKind + LIBRARY_LIMITS.watchedMarks);

/** How many live items of a kind a library may hold. */
export const itemLimit = (kind: CountedKind): number =>
  kind === 'watched' ? LIBRARY_LIMITS.watchedMarks : LIBRARY_LIMITS.itemsPerKind;
