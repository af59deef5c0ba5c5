import { genreName } from '@/shared/catalog/genre-names';
import type { VaultItem } from '@/client/library/stores/vault-store';
import type { HistoryEntry } from '@/client/library/stores/watch-history-store';
import type { WatchProgress } from '@/client/library/stores/watch-progress-store';

/**
 * The product's estimate, used only for history entries without tracked time
 * (docs/product.md#profile).
 */
const ESTIMATED_SECONDS_PER_ENTRY = 2.1 * 3600;
const DEFAULT_TOP_GENRE = 'Action';

type Keyed = { id: number } & Record<string, unknown>;
const key = (type: unknown, id: number) => `${String(type)}:${id}`;

/** Seconds actually watched in one record; a percent-only reading carries no time. */
function trackedSeconds(record: Pick<WatchProgress, 'progress'>): number {
  const { progress } = record;
  if (typeof progress === 'number') return 0;
  const watched = Math.max(0, progress.watched);
  return progress.duration > 0 ? Math.min(watched, progress.duration) : watched;
}

/** Tracked seconds from every progress record, plus 2.1 h per history entry with none. */
export function totalWatchSeconds(history: HistoryEntry[], progress: WatchProgress[]): number {
  const tracked = new Map<string, number>();
  for (const record of progress) {
    const k = key(record.type, record.id);
    tracked.set(k, (tracked.get(k) ?? 0) + trackedSeconds(record));
  }
  let total = 0;
  tracked.forEach((seconds) => (total += seconds));
  for (const entry of history) {
    if (!tracked.get(key(entry.media_type, entry.id))) total += ESTIMATED_SECONDS_PER_ENTRY;
  }
  return total;
}

/** `Nh Mm`, always with both parts. */
export function formatWatchTime(seconds: number): string {
  const minutes = Math.max(0, Math.round(seconds / 60));
  return `${Math.floor(minutes / 60)}h ${minutes % 60}m`;
}

function genresOf(record: Keyed | undefined): string[] {
  if (!record) return [];
  const ids = Array.isArray(record.genre_ids) ? record.genre_ids : [];
  const fromIds = ids.flatMap((id) => (typeof id === 'number' ? (genreName(id) ?? []) : []));
  if (fromIds.length > 0) return fromIds;
  const genres = Array.isArray(record.genres) ? record.genres : [];
  return genres.flatMap((g) =>
    typeof g === 'object' && g !== null && typeof (g as { name?: unknown }).name === 'string'
      ? [(g as { name: string }).name]
      : [],
  );
}

/**
 * The most frequent genre in the watch history. An entry without genres borrows them from the
 * same title's progress record or vault item. Ties go to the genre watched most recently.
 */
export function topGenre(
  history: HistoryEntry[],
  progress: WatchProgress[] = [],
  vault: VaultItem[] = [],
): string {
  const progressByKey = new Map(progress.map((r) => [key(r.type, r.id), r as Keyed]));
  const vaultByKey = new Map(vault.map((v) => [key(v.type, v.id), v as Keyed]));
  const counts = new Map<string, number>();
  for (const entry of [...history].sort((a, b) => b.watchedAt - a.watchedAt)) {
    const k = key(entry.media_type, entry.id);
    let genres = genresOf(entry as Keyed);
    if (genres.length === 0) genres = genresOf(progressByKey.get(k));
    if (genres.length === 0) genres = genresOf(vaultByKey.get(k));
    new Set(genres).forEach((g) => counts.set(g, (counts.get(g) ?? 0) + 1));
  }
  let best = DEFAULT_TOP_GENRE;
  let bestCount = 0;
  counts.forEach((count, genre) => {
    if (count > bestCount) [best, bestCount] = [genre, count];
  });
  return best;
}

export function profileStats(
  history: HistoryEntry[],
  progress: WatchProgress[],
  vault: VaultItem[],
) {
  return {
    totalWatched: history.length,
    totalVaultItems: vault.length,
    totalWatchTime: formatWatchTime(totalWatchSeconds(history, progress)),
    favoriteGenre: topGenre(history, progress, vault),
  };
}
