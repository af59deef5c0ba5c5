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
} as const;

/** How many live items of a kind a library may hold. */
export const itemLimit = (kind: CountedKind): number =>
  kind === 'watched' ? LIBRARY_LIMITS.watchedMarks : LIBRARY_LIMITS.itemsPerKind;
