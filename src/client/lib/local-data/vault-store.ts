import * as z from 'zod/mini';
import { readRaw, readStoredList, writeStored, type WriteResult } from '../storage';
import { storageKeys } from './storage-keys';
import { cachedReader, useStoredValue } from './use-stored-value';

/**
 * The vault: saved titles, newest first. Entries keep every field of the title record plus
 * `addedAt` (ISO time) and `type`. One store for every view, so cards, detail pages, the player
 * and the vault page always agree.
 */
const vaultItemSchema = z.looseObject({
  id: z.number().check(z.int(), z.positive()),
  type: z.enum(['movie', 'tv']),
  addedAt: z.string(),
  title: z.optional(z.string()),
  name: z.optional(z.string()),
  poster_path: z.optional(z.nullable(z.string())),
  backdrop_path: z.optional(z.nullable(z.string())),
  release_date: z.optional(z.string()),
  first_air_date: z.optional(z.string()),
  vote_average: z.optional(z.number()),
  overview: z.optional(z.string()),
});
export type VaultItem = z.infer<typeof vaultItemSchema>;

/** What a page hands to the vault: any title record with an id and a media type. */
export type VaultInput = { id: number; media_type: 'movie' | 'tv' } & Record<string, unknown>;

export const readVault = cachedReader(
  () => readRaw(storageKeys.vault),
  () => readStoredList(storageKeys.vault, vaultItemSchema),
);

const isVaultKey = (key: string) => key === storageKeys.vault;

export function useVault(): VaultItem[] {
  return useStoredValue(isVaultKey, readVault);
}

/** In the vault by id and type; the movie detail page matches by id only, as the spec says. */
export function isInVault(items: VaultItem[], id: number, type?: 'movie' | 'tv') {
  return items.some((item) => item.id === id && (type === undefined || item.type === type));
}

export function useInVault(id: number, type?: 'movie' | 'tv') {
  return isInVault(useVault(), id, type);
}

export function addToVault(title: VaultInput, now = new Date()): WriteResult {
  const entry = { ...title, type: title.media_type, addedAt: now.toISOString() } as VaultItem;
  const rest = readVault().filter(
    (item) => !(item.id === title.id && item.type === title.media_type),
  );
  return writeStored(storageKeys.vault, [entry, ...rest]);
}

/** Removes entries matching both id and type; returns what was removed, for undo. */
export function removeFromVault(id: number, type?: 'movie' | 'tv'): VaultItem[] {
  const items = readVault();
  const matches = (item: VaultItem) => item.id === id && (type === undefined || item.type === type);
  const removed = items.filter(matches);
  if (removed.length > 0)
    writeStored(
      storageKeys.vault,
      items.filter((item) => !matches(item)),
    );
  return removed;
}

/** Adds or removes; `byIdOnly` is the movie detail page's rule. Returns the new state. */
export function toggleVault(title: VaultInput, options: { byIdOnly?: boolean } = {}): boolean {
  const type = options.byIdOnly ? undefined : title.media_type;
  if (isInVault(readVault(), title.id, type)) {
    removeFromVault(title.id, type);
    return false;
  }
  return addToVault(title).ok;
}

export function clearVault(): VaultItem[] {
  const removed = readVault();
  writeStored(storageKeys.vault, []);
  return removed;
}

/** Puts removed entries back (undo), without duplicating any still present. */
export function restoreVault(removed: VaultItem[]): WriteResult {
  const current = readVault();
  const missing = removed.filter((item) => !isInVault(current, item.id, item.type));
  const merged = [...missing, ...current].sort((a, b) => b.addedAt.localeCompare(a.addedAt));
  return writeStored(storageKeys.vault, merged);
}
