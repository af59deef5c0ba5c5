import { readRaw, readStoredList, writeStored, type WriteResult } from '../storage';
import {
  isFiniteNumber,
  isPositiveInt,
  isString,
  nullable,
  oneOf,
  optional,
  recordValidator,
} from './checks';
import { foldAliases, toEpochMs, toId } from './spec-readings';
import { storageKeys } from './storage-keys';
import { cachedReader, useStoredValue } from './use-stored-value';

/**
 * The vault: saved titles, newest first. Entries keep every field of the title record plus
 * `addedAt` (ISO time) and `type`. One store for every view, so cards, detail pages, the player
 * and the vault page always agree.
 */
export interface VaultItem {
  id: number;
  type: 'movie' | 'tv';
  addedAt: string;
  title?: string;
  name?: string;
  poster_path?: string | null;
  backdrop_path?: string | null;
  release_date?: string;
  first_air_date?: string;
  vote_average?: number;
  overview?: string;
  [field: string]: unknown;
}

const optionalString = optional(isString);
const vaultItemSchema = recordValidator<VaultItem>(
  {
    id: isPositiveInt,
    type: oneOf('movie', 'tv'),
    addedAt: isString,
    title: optionalString,
    name: optionalString,
    poster_path: optional(nullable(isString)),
    backdrop_path: optional(nullable(isString)),
    release_date: optionalString,
    first_air_date: optionalString,
    vote_average: optional(isFiniteNumber),
    overview: optionalString,
  },
  {},
  canonicalVaultItem,
);

/**
 * `contentId`/`contentType` name the title and a title record's own `media_type` gives the type
 * when `type` is missing; `addedAt` may be epoch milliseconds. The canonical form has ISO text.
 */
function canonicalVaultItem(stored: Record<string, unknown>): Record<string, unknown> {
  const item = foldAliases(stored, { id: ['contentId'], type: ['contentType'] });
  if (item.type === undefined) item.type = item.media_type;
  item.id = toId(item.id);
  const added = toEpochMs(item.addedAt);
  if (added !== undefined) item.addedAt = new Date(added).toISOString();
  return item;
}

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

/**
 * In the vault by id and type; the movie detail page matches by id only, as docs/product.md#vault
 * says.
 */
export function isInVault(items: VaultItem[], id: number, type?: 'movie' | 'tv') {
  return items.some((item) => item.id === id && (type === undefined || item.type === type));
}

export function useInVault(id: number, type?: 'movie' | 'tv') {
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
