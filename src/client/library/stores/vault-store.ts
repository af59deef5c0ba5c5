import { writeStored, type WriteResult } from '@/client/lib/storage';
import { vaultItemSchema, type VaultItem } from '@/shared/library/record-schemas';
import { storageKeys } from '@/client/lib/storage-keys';
import { clearStoredList, storedListReader } from './stored-list';
import { useStoredKey } from './use-stored-value';

/**
 * The vault: saved titles, newest first. Entries keep every field of the title record plus
 * `addedAt` (ISO time) and `type`. One store for every view, so cards, detail pages, the player
 * and the vault page always agree.
 */
export type { VaultItem };

/** What a page hands to the vault: any title record with an id and a media type. */
export type VaultInput = { id: number; media_type: 'movie' | 'tv' } & Record<string, unknown>;

export const readVault = storedListReader(storageKeys.vault, vaultItemSchema);

export function useVault(): VaultItem[] {
  return useStoredKey(storageKeys.vault, readVault);
}

/**
 * In the vault by id and type; the movie detail page matches by id only, as docs/product.md#vault
 * says.
 */
function isInVault(items: VaultItem[], id: number, type?: 'movie' | 'tv') {
  return items.some((item) => item.id === id && (type === undefined || item.type === type));
}

function useInVault(id: number, type?: 'movie' | 'tv') {
  return isInVault(useVault(), id, type);
}

/**
 * THE vault toggle, for every view that offers one (detail pages, the player): the state comes from
 * the one vault store, so all views agree, here and in other tabs. `byIdOnly` is the movie detail
 * page's rule (docs/product.md#vault); elsewhere id and media type must both match. `toggle` is
 * null until the title's record is known.
 */
export function useVaultToggle(
  id: number,
  type: 'movie' | 'tv',
  record: Record<string, unknown> | null,
  options: { byIdOnly?: boolean } = {},
) {
  const inVault = useInVault(id, options.byIdOnly ? undefined : type);
  const toggle = record
    ? () => toggleVault({ ...record, id, media_type: type }, { byIdOnly: options.byIdOnly })
    : null;
  return { inVault, toggle };
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
  return clearStoredList(storageKeys.vault, readVault);
}

/** Puts removed entries back (undo), without duplicating any still present. */
export function restoreVault(removed: VaultItem[]): WriteResult {
  const current = readVault();
  const missing = removed.filter((item) => !isInVault(current, item.id, item.type));
  const merged = [...missing, ...current].sort((a, b) => b.addedAt.localeCompare(a.addedAt));
  return writeStored(storageKeys.vault, merged);
}
