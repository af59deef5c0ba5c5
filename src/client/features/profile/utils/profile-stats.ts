import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { pageI18n } from '@/client/i18n/page-language';
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

/** `Nh Mm`, always with both parts (the units are the language's). */
export function formatWatchTime(seconds: number, i18n: I18n = pageI18n): string {
  const total = Math.max(0, Math.round(seconds / 60));
  const hours = Math.floor(total / 60);
  const minutes = total % 60;
  return i18n._(
    msg({ message: `${hours}h ${minutes}m`, comment: 'A watch time, short: hours and minutes' }),
  );
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
  i18n: I18n = pageI18n,
) {
  return {
    totalWatched: history.length,
    totalVaultItems: vault.length,
    totalWatchTime: formatWatchTime(totalWatchSeconds(history, progress), i18n),
    favoriteGenre: topGenre(history, progress, vault),
  };
}
