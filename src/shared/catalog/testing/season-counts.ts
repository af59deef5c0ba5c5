/**
 * A series' seasons from their episode counts, numbered from 0 (the specials) on: the tests
 * of Up Next and episode lists care about the counts, and this keeps them readable as one row.
 */
export function seasonsWithCounts(...counts: number[]) {
  return counts.map((episode_count, season_number) => ({ season_number, episode_count }));
}
