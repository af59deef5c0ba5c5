/**
 * A small least-recently-used map with two caps: a number of entries and an approximate size
 * in bytes (the caller says how big each value is). A Map keeps insertion order, so the first
 * key is always the least recently used one.
 */
export class LruCache<V> {
  private readonly entries = new Map<string, { value: V; size: number }>();
  private bytes = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly maxBytes = Number.POSITIVE_INFINITY,
  ) {}

  get size() {
    return this.entries.size;
  }

  get totalBytes() {
    return this.bytes;
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  /** Looks without counting as a use. */
  peek(key: string): V | undefined {
    return this.entries.get(key)?.value;
  }

  set(key: string, value: V, size = 1) {
    this.delete(key);
    // A value bigger than the whole cache is not kept: it would only evict everything else.
    if (size > this.maxBytes) return;
    this.entries.set(key, { value, size });
    this.bytes += size;
    while (this.entries.size > this.maxEntries || this.bytes > this.maxBytes) {
      const oldest = this.entries.keys().next().value as string;
      this.delete(oldest);
    }
  }

  delete(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return false;
    this.bytes -= entry.size;
    return this.entries.delete(key);
  }
}
