import { useSyncExternalStore } from 'react';
import { readAsOnServer, subscribeStorage } from '@/client/lib/storage';

/**
 * Subscribes a component to a stored value. `read` must return the same reference while the
 * stored text is unchanged, so the snapshot is cached by the raw text. The server has no
 * storage: it renders the empty value, and so does the page while it hydrates, before showing
 * what this browser holds (decision 0026: the library renders after hydration).
 */
export function useStoredValue<T>(matches: (key: string) => boolean, read: () => T): T {
  return useSyncExternalStore(
    (onChange) => subscribeStorage((key) => (key === null || matches(key)) && onChange()),
    read,
    () => readAsOnServer(read),
  );
}

/** Subscribes a component to the value of one storage key. */
export function useStoredKey<T>(storageKey: string, read: () => T): T {
  return useStoredValue((key) => key === storageKey, read);
}

/** Caches the parsed value of one key by its raw text, so snapshots stay referentially stable. */
export function cachedReader<T>(readRaw: () => string | null, parse: () => T): () => T {
  let lastRaw: string | null | undefined;
  let lastValue: T;
  return () => {
    const raw = readRaw();
    if (raw !== lastRaw) {
      lastValue = parse();
      lastRaw = readRaw(); // parse may have moved a corrupt value aside
    }
    return lastValue;
  };
}
