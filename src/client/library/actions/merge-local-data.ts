/**
 * Merging imported data into what this browser holds: one entry per id and media type, and
 * where both sides have one, the newer `addedAt` / `watchedAt` / `lastWatched` wins.
 */
interface Counts {
  added: number;
  updated: number;
}

export function mergeByKey<T>(
  current: T[],
  incoming: T[],
  keyOf: (item: T) => string,
  timeOf: (item: T) => number,
): { merged: T[]; counts: Counts } {
  const byKey = new Map<string, T>();
  for (const item of current) {
    const key = keyOf(item);
    const kept = byKey.get(key);
    if (!kept || timeOf(item) > timeOf(kept)) byKey.set(key, item);
  }
  const added = new Set<string>();
  const updated = new Set<string>();
  for (const item of incoming) {
    const key = keyOf(item);
    const kept = byKey.get(key);
    if (!kept) added.add(key);
    else if (timeOf(item) > timeOf(kept)) {
      if (!added.has(key)) updated.add(key);
    } else continue;
    byKey.set(key, item);
  }
  const counts: Counts = { added: added.size, updated: updated.size };
  const merged = [...byKey.values()].sort((a, b) => timeOf(b) - timeOf(a));
  return { merged, counts };
}

export const isoTime = (iso: string) => {
  const t = Date.parse(iso);
  return Number.isNaN(t) ? 0 : t;
};
