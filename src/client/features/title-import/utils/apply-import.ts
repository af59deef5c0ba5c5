import { readRatings, writeRatings, type RatingEntry } from '@/client/lib/local-data/ratings-store';
import { storageKeys } from '@/client/lib/local-data/storage-keys';
import { readVault, type VaultItem } from '@/client/lib/local-data/vault-store';
import { readHistory, type HistoryEntry } from '@/client/lib/local-data/watch-history-store';
import { writeStored } from '@/client/lib/storage';
import type { MatchCandidate } from '@/shared/catalog/match-schemas';
import type { ImportList } from './import-row';
import type { ImportTitle } from './import-preview';

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
  const inVault = new Set(vault.map((i) => keyOf(i.id, i.type)));
  const inHistory = new Set(history.map((e) => keyOf(e.id, e.media_type)));
  const rated = new Set(ratings.map((r) => keyOf(r.id, r.media_type)));
  const newVault: VaultItem[] = [];
  const newHistory: HistoryEntry[] = [];
  const newRatings: RatingEntry[] = [];
  const changed = new Set<string>();

  for (const { title, match } of resolved) {
    const key = keyOf(match.id, match.media_type);
    const listed = latest(title, 'watchlist', now);
    if (listed && !inVault.has(key)) {
      inVault.add(key);
      changed.add(key);
      newVault.push({
        id: match.id,
        type: match.media_type,
        media_type: match.media_type,
        ...named(match),
        poster_path: match.poster_path,
        backdrop_path: match.backdrop_path,
        vote_average: match.vote_average,
        genre_ids: match.genre_ids,
        addedAt: new Date(listed.date).toISOString(),
      });
    }
    const watched = latest(title, 'watched', now);
    if (watched && !inHistory.has(key)) {
      inHistory.add(key);
      changed.add(key);
      newHistory.push({
        id: match.id,
        media_type: match.media_type,
        ...named(match),
        poster_path: match.poster_path,
        watchedAt: watched.date,
        progress: 100,
        genre_ids: match.genre_ids,
      });
    }
    const rating = latest(title, 'rating', now);
    if (rating?.rating !== undefined && !rated.has(key)) {
      rated.add(key);
      changed.add(key);
      newRatings.push({
        id: match.id,
        media_type: match.media_type,
        rating: rating.rating,
        ratedAt: rating.date,
        title: match.title,
        poster_path: match.poster_path,
      });
    }
  }

  const writes = [
    newVault.length > 0 &&
      (() =>
        writeStored(
          storageKeys.vault,
          [...newVault, ...vault].sort((a, b) => b.addedAt.localeCompare(a.addedAt)),
        )),
    newHistory.length > 0 &&
      (() =>
        writeStored(
          storageKeys.watchHistory,
          [...newHistory, ...history].sort((a, b) => b.watchedAt - a.watchedAt),
        )),
    newRatings.length > 0 && (() => writeRatings([...newRatings, ...ratings])),
  ].filter((write) => write !== false);
  const failed = writes.some((write) => !write().ok);

  const added = {
    vault: new Set(newVault.map((i) => keyOf(i.id, i.type))),
    history: new Set(newHistory.map((e) => keyOf(e.id, e.media_type))),
    ratings: new Set(newRatings.map((r) => keyOf(r.id, r.media_type))),
  };
  return {
    titles: changed.size,
    vault: newVault.length,
    history: newHistory.length,
    ratings: newRatings.length,
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
