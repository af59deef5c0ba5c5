import { LRUCache } from 'lru-cache';

/**
 * The one way the server keeps things in memory: an `lru-cache` with a cap on entries and on
 * bytes. A value bigger than the whole byte cap is not kept (it would only evict everything
 * else); the least recently used go first. The catalogue cache, the compressed answers, the
 * one-second replay and the generated art all use it.
 */
export function cappedLru<V extends NonNullable<unknown>>(options: {
  maxEntries: number;
  maxBytes: number;
  sizeOf: (value: V, key: string) => number;
  /** How long a value may be used after it was kept; for ever when not given. */
  ttlMs?: number;
}): LRUCache<string, V> {
  return new LRUCache<string, V>({
    max: options.maxEntries,
    ...(options.ttlMs ? { ttl: options.ttlMs } : {}),
    maxSize: options.maxBytes,
    maxEntrySize: options.maxBytes,
    // lru-cache needs a positive size; an empty value still takes a slot.
    sizeCalculation: (value, key) => Math.max(1, options.sizeOf(value, key)),
  });
}
