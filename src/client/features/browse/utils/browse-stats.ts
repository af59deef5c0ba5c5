import { groupThousands } from '@/client/lib/format';
import type { MovieSummary, TvSummary } from '@/shared/catalog/title-schemas';

/**
 * The statistics tiles (docs/product.md#browse-tiles), over the titles loaded so far (the total
 * comes from the list itself). 'Recent' is released (or first aired) in the current or previous
 * year; 'Blockbusters' have popularity above 100; 'Long running' series have more than 5 seasons.
 */
export interface StatTile {
  label: string;
  value: string;
  /** Said under the value when it counts only part of the list. */
  note?: string;
}

const LONG_RUNNING_SEASONS = 5;

function isRecent(date: string, now: Date): boolean {
  const year = Number(date.slice(0, 4));
  const current = now.getFullYear();
  return year === current || year === current - 1;
}

/**
 * More than 5 seasons. TMDB's list items carry no season count; the server adds the counts it
 * already knows (from series details it has cached), and a series with none is unknown: never
 * guessed from the first air date, which says nothing about how many seasons were made.
 */
export function isLongRunning(show: TvSummary): boolean | undefined {
  if (typeof show.number_of_seasons !== 'number') return undefined;
  return show.number_of_seasons > LONG_RUNNING_SEASONS;
}

/** The long-running count, saying when it covers only the series whose seasons are known. */
function longRunningTile(items: TvSummary[]): StatTile {
  const known = items.filter((t) => isLongRunning(t) !== undefined);
  const value = String(known.filter((t) => isLongRunning(t)).length);
  return known.length === items.length
    ? { label: 'Long Running', value }
    : { label: 'Long Running', value, note: `of ${known.length} with a season count` };
}

function average(values: number[]) {
  const rated = values.filter((v) => v > 0);
  return rated.length ? (rated.reduce((a, b) => a + b, 0) / rated.length).toFixed(1) : '0.0';
}

export function movieStats(items: MovieSummary[], total: number, now = new Date()): StatTile[] {
  return [
    { label: 'Total Movies', value: groupThousands(total) },
    { label: 'Avg Rating', value: average(items.map((m) => m.vote_average)) },
    { label: 'Recent', value: String(items.filter((m) => isRecent(m.release_date, now)).length) },
    { label: 'Blockbusters', value: String(items.filter((m) => m.popularity > 100).length) },
  ];
}

export function tvStats(items: TvSummary[], total: number, now = new Date()): StatTile[] {
  return [
    { label: 'Total Shows', value: groupThousands(total) },
    { label: 'Avg Rating', value: average(items.map((t) => t.vote_average)) },
    { label: 'Recent', value: String(items.filter((t) => isRecent(t.first_air_date, now)).length) },
    longRunningTile(items),
  ];
}
