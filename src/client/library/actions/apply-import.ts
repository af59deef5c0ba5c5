import { readRatings, writeRatings, type RatingEntry } from '@/client/library/stores/ratings-store';
import { storageKeys } from '@/client/lib/storage-keys';
import { readVault, type VaultItem } from '@/client/library/stores/vault-store';
import { readHistory, type HistoryEntry } from '@/client/library/stores/watch-history-store';
import { writeStored } from '@/client/lib/storage';
import type { MatchCandidate } from '@/shared/catalog/match-schemas';

/** The lists an import fills (the rows are read by features/title-import). */
type ImportList = 'watched' | 'watchlist' | 'rating';

/** What the writer reads of an imported title: each row's list, date and rating. */
interface ImportTitle {
  rows: readonly { list: ImportList; date?: number; rating?: number }[];
}

/** A title the person confirmed: the rows read for it and the catalogue title they mean. */
export interface ResolvedTitle {
  title: ImportTitle;
  match: MatchCandidate;
}

export interface ImportOutcome {
  /** Titles that gained something: a vault entry, a history entry or a rating. */
  titles: number;
  vault: number;
  history: number;
  ratings: number;
  /** Set when storage refused a write; what came before it was saved. */
  failed: boolean;
  /** Takes out exactly what this import added. */
  undo: () => void;
}

const keyOf = (id: number, type: string) => `${type}:${id}`;

/** The latest dated row of a title in one list; undated rows count as now. */
function latest(title: ImportTitle, list: ImportList, now: number) {
  let found: { date: number; rating?: number } | undefined;
  for (const row of title.rows) {
    if (row.list !== list) continue;
    const date = row.date ?? now;
    if (!found || date > found.date) found = { date, rating: row.rating };
  }
  return found;
}

/** The entries an import adds to one list: only titles the list does not hold yet, once each. */
function additions<T>(keysHeld: string[]) {
  const held = new Set(keysHeld);
  const added = new Set<string>();
  const entries: T[] = [];
  return {
    entries,
    added,
    /** Adds the title's entry unless the list holds it already; says whether it did. */
    add(key: string, entry: T) {
      if (held.has(key)) return false;
      held.add(key);
      added.add(key);
      entries.push(entry);
      return true;
    },
  };
}

const named = (m: MatchCandidate) =>
  m.media_type === 'tv' ? { name: m.title } : { title: m.title };

/**
 * Writes an import (docs/product.md#importing-from-other-services): watchlists to the vault,
 * watched and diary entries to WATCH HISTORY (progress 100, on the day they were watched),
 * ratings to your ratings. Only what is missing is added, never changed, so importing the same
 * file again adds nothing and a title already in the library keeps what it had. Each list is one
 * write through the product's keys, which library sync watches.
 */
export function applyImport(resolved: ResolvedTitle[], now = Date.now()): ImportOutcome {
  const vault = readVault();
  const history = readHistory();
  const ratings = readRatings();
  const newVault = additions<VaultItem>(vault.map((i) => keyOf(i.id, i.type)));
  const newHistory = additions<HistoryEntry>(history.map((e) => keyOf(e.id, e.media_type)));
  const newRatings = additions<RatingEntry>(ratings.map((r) => keyOf(r.id, r.media_type)));
  const changed = new Set<string>();

  for (const { title, match } of resolved) {
    const key = keyOf(match.id, match.media_type);
    // What the vault and the history keep of every title, as their own writers store it. An
    // imported history entry says so: its time of day is unknown, so the profile shows the date.
    const shown = {
      id: match.id,
      media_type: match.media_type,
      ...named(match),
      poster_path: match.poster_path,
      genre_ids: match.genre_ids,
    };
    const listed = latest(title, 'watchlist', now);
    if (
      listed &&
      newVault.add(key, {
        ...shown,
        type: match.media_type,
        backdrop_path: match.backdrop_path,
        vote_average: match.vote_average,
        addedAt: new Date(listed.date).toISOString(),
      })
    )
      changed.add(key);
    const watched = latest(title, 'watched', now);
    if (
      watched &&
      newHistory.add(key, { ...shown, watchedAt: watched.date, progress: 100, imported: true })
    )
      changed.add(key);
    const rating = latest(title, 'rating', now);
    if (
      rating?.rating !== undefined &&
      newRatings.add(key, {
        id: match.id,
        media_type: match.media_type,
        rating: rating.rating,
        ratedAt: rating.date,
        title: match.title,
        poster_path: match.poster_path,
      })
    )
      changed.add(key);
  }

  const writes = [
    newVault.entries.length > 0 &&
      (() =>
        writeStored(
          storageKeys.vault,
          [...newVault.entries, ...vault].sort((a, b) => b.addedAt.localeCompare(a.addedAt)),
        )),
    newHistory.entries.length > 0 &&
      (() =>
        writeStored(
          storageKeys.watchHistory,
          [...newHistory.entries, ...history].sort((a, b) => b.watchedAt - a.watchedAt),
        )),
    newRatings.entries.length > 0 && (() => writeRatings([...newRatings.entries, ...ratings])),
  ].filter((write) => write !== false);
  const failed = writes.some((write) => !write().ok);

  const added = { vault: newVault.added, history: newHistory.added, ratings: newRatings.added };
  return {
    titles: changed.size,
    vault: newVault.added.size,
    history: newHistory.added.size,
    ratings: newRatings.added.size,
    failed,
    undo: () => {
      // Read again: the person may have changed other entries in the 10 seconds since.
      if (added.vault.size > 0)
        writeStored(
          storageKeys.vault,
          readVault().filter((i) => !added.vault.has(keyOf(i.id, i.type))),
        );
      if (added.history.size > 0)
        writeStored(
          storageKeys.watchHistory,
          readHistory().filter((e) => !added.history.has(keyOf(e.id, e.media_type))),
        );
      if (added.ratings.size > 0)
        writeRatings(readRatings().filter((r) => !added.ratings.has(keyOf(r.id, r.media_type))));
    },
  };
}
