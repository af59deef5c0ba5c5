import type { GenericSchema } from 'valibot';
import { readRaw, readStoredList, writeStored } from '@/client/lib/storage';
import { cachedReader } from './use-stored-value';

/**
 * The reader of a list store: entry by entry through `item`'s schema (a bad entry is set aside,
 * not the list), cached by the raw text so snapshots stay referentially stable.
 */
export function storedListReader<S extends GenericSchema>(key: string, item: S) {
  return cachedReader(
    () => readRaw(key),
    () => readStoredList(key, item),
  );
}

/** Empties a list store and returns what it held, so the caller can offer undo. */
export function clearStoredList<T>(key: string, read: () => T[]): T[] {
  const removed = read();
  writeStored(key, []);
  return removed;
}
