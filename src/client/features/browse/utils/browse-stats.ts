import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { pageI18n } from '@/client/i18n/page-language';
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

/**
 * How the tiles speak: the page's translator (`t` from `useLingui()`) and numbers in its locale
 * (`useFormatLocale()`). English by default.
 */
export interface TileFormat {
  t: (descriptor: MessageDescriptor) => string;
  /** A number grouped in thousands, with `digits` decimals. */
  number: (value: number, digits?: number) => string;
}

/** English numbers by hand: the first Intl formatter a page builds is a long task (format.ts). */
const englishNumber = (value: number, digits = 0) =>
  digits ? value.toFixed(digits) : groupThousands(value);

export function tileFormat(t: TileFormat['t'], locale: string): TileFormat {
  if (locale.split('-')[0] === 'en') return { t, number: englishNumber };
  const whole = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  const tenths = new Intl.NumberFormat(locale, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  return { t, number: (value, digits = 0) => (digits ? tenths : whole).format(value) };
}

const ENGLISH: TileFormat = { t: (descriptor) => pageI18n._(descriptor), number: englishNumber };

const LABELS = {
  totalMovies: msg({ message: 'Total Movies', comment: 'Statistics tile, in capitals' }),
  totalShows: msg({ message: 'Total Shows', comment: 'Statistics tile, in capitals' }),
  avgRating: msg({
    message: 'Avg Rating',
    comment: 'Statistics tile (average rating), in capitals',
  }),
  recent: msg({
    message: 'Recent',
    comment: 'Statistics tile: titles from this year or last, in capitals',
  }),
  blockbusters: msg({
    message: 'Blockbusters',
    comment: 'Statistics tile: the most popular films, in capitals',
  }),
  longRunning: msg({
    message: 'Long Running',
    comment: 'Statistics tile: series with more than 5 seasons, in capitals',
  }),
};

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
function longRunningTile(items: TvSummary[], { t, number }: TileFormat): StatTile {
  const known = items.filter((show) => isLongRunning(show) !== undefined);
  const label = t(LABELS.longRunning);
  const value = number(known.filter((show) => isLongRunning(show)).length);
  if (known.length === items.length) return { label, value };
  const count = number(known.length);
  const note = t(
    msg({
      message: `of ${count} with a season count`,
      comment:
        "Under the Long Running count, when only some series' seasons are known; {count} is how many are",
    }),
  );
  return { label, value, note };
}

function average(values: number[], { number }: TileFormat) {
  const rated = values.filter((v) => v > 0);
  return number(rated.length ? rated.reduce((a, b) => a + b, 0) / rated.length : 0, 1);
}

export function movieStats(
  items: MovieSummary[],
  total: number,
  now = new Date(),
  format = ENGLISH,
): StatTile[] {
  const { t, number } = format;
  return [
    { label: t(LABELS.totalMovies), value: number(total) },
    {
      label: t(LABELS.avgRating),
      value: average(
        items.map((m) => m.vote_average),
        format,
      ),
    },
    {
      label: t(LABELS.recent),
      value: number(items.filter((m) => isRecent(m.release_date, now)).length),
    },
    {
      label: t(LABELS.blockbusters),
      value: number(items.filter((m) => m.popularity > 100).length),
    },
  ];
}

export function tvStats(
  items: TvSummary[],
  total: number,
  now = new Date(),
  format = ENGLISH,
): StatTile[] {
  const { t, number } = format;
  return [
    { label: t(LABELS.totalShows), value: number(total) },
    {
      label: t(LABELS.avgRating),
      value: average(
        items.map((show) => show.vote_average),
        format,
      ),
    },
    {
      label: t(LABELS.recent),
      value: number(items.filter((show) => isRecent(show.first_air_date, now)).length),
    },
    longRunningTile(items, format),
  ];
}
