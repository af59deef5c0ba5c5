import { readStored, removeStored, writeStored, type Validator } from '../storage';

/**
 * The response cache (TanStack Query's persisted client) under its `nexus_` key, as a
 * Storage-like object for `createSyncStoragePersister({ storage })`. Reads are validated like
 * every other key, so a damaged cache is moved aside instead of breaking start-up. A cache is
 * disposable, so a full disk only skips the save (no notice); user data keeps the quota.
 * The check is hand-written because the persister may load with the first page.
 */
interface PersistedCache {
  timestamp: number;
  buster: string;
  clientState: { queries: unknown[]; mutations: unknown[] };
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export const persistedCacheValidator: Validator<PersistedCache> = {
  safeParse(data) {
    if (
      isRecord(data) &&
      typeof data.timestamp === 'number' &&
      typeof data.buster === 'string' &&
      isRecord(data.clientState) &&
      Array.isArray(data.clientState.queries) &&
      Array.isArray(data.clientState.mutations)
    )
      return { success: true, data: data as unknown as PersistedCache };
    return { success: false };
  },
};

export const queryCacheStorage = {
  getItem(key: string): string | null {
    const value = readStored(key, persistedCacheValidator, null);
    return value === null ? null : JSON.stringify(value);
  },
  setItem(key: string, text: string) {
    writeStored(key, JSON.parse(text), { quiet: true });
  },
  removeItem(key: string) {
    removeStored(key);
  },
};
