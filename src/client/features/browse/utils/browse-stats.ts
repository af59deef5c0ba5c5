import { groupThousands } from '@/client/lib/format';
import type { MovieSummary, TvSummary } from '@/shared/catalog/title-schemas';

/**
 * The statistics tiles of spec section 9, over the titles loaded so far (the total comes from
 * the list itself). 'Recent' is released (or first aired) in the current or previous year;
 * 'Blockbusters' have popularity above 100; 'Long running' series have more than 5 seasons.
 */
export interface StatTile {
  label: string;
  value: string;
}

const LONG_RUNNING_SEASONS = 5;

export function isRecent(date: string, now: Date): boolean {
  const year = Number(date.slice(0, 4));
  const current = now.getFullYear();
  return year === current || year === current - 1;
}

/**
 * List items from TMDB carry no season count (only the embedded catalogue's do). For those,
 * a series counts as long running when it first aired more than 5 years before this year:
 * most series air one season a year, so that is the best the list data can say.
 */
export function isLongRunning(show: TvSummary, now: Date): boolean {
  if (typeof show.number_of_seasons === 'number') {
    return show.number_of_seasons > LONG_RUNNING_SEASONS;
  }
  const year = Number(show.first_air_date.slice(0, 4));
  return year > 0 && now.getFullYear() - year > LONG_RUNNING_SEASONS;
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
    { label: 'Long Running', value: String(items.filter((t) => isLongRunning(t, now)).length) },
  ];
}
