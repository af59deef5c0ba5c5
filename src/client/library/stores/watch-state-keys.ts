/**
 * The watched state's keys (docs/product.md#storage-keys): watched marks, and titles removed from
 * the Continue Watching row, each a JSON list, newest first. Kept out of storage-keys.ts, which is
 * on the first load, because only lazy code reads them. They share the `nexus_watch_` prefix with
 * the watch history on purpose: clearing the library (library-owner.ts, on the first load)
 * removes them by that prefix without naming them.
 */
export const watchStateKeys = {
  marks: 'nexus_watch_marks',
  rowRemoved: 'nexus_watch_row_removed',
} as const;
