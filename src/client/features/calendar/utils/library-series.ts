import { CALENDAR_MAX_IDS } from '@/shared/calendar/calendar-api';

type Titled = { id: number };

/**
 * The series the calendar follows: those played (progress, then history, the latest first) and
 * those saved to the vault, each once. One request carries at most 100 ids, so past that the
 * most recently played and saved are kept. Sorted by id, so the request (and its cache) stays
 * the same whatever order the library lists them in.
 */
export function librarySeriesIds(
  sources: {
    progress: readonly (Titled & { type: string; lastWatched?: number })[];
    history: readonly (Titled & { media_type: string })[];
    vault: readonly (Titled & { type: string })[];
  },
  max = CALENDAR_MAX_IDS,
): number[] {
  const played = sources.progress
    .filter((record) => record.type === 'tv')
    .sort((a, b) => (b.lastWatched ?? 0) - (a.lastWatched ?? 0));
  const ids = new Set<number>();
  const take = (id: number) => ids.size < max && ids.add(id);
  for (const record of played) take(record.id);
  for (const entry of sources.history) if (entry.media_type === 'tv') take(entry.id);
  for (const item of sources.vault) if (item.type === 'tv') take(item.id);
  return [...ids].sort((a, b) => a - b);
}
