import { normalise } from '@/server/catalog/rank-search-results';
import {
  type CleanFilmRow,
  type CleaningReport,
  DROP_REASONS,
  type DropReason,
  REPAIR_REASONS,
  type RepairReason,
} from './film-row';
import { parseReleaseDate } from './parse-release-date';
import { repairMojibake } from './repair-mojibake';

type RawRow = Record<string, unknown>;

/**
 * Cleans the raw vega-datasets rows. Each rule drops a row only when it cannot be repaired
 * (no usable title or date, a duplicate); impossible numbers become "unknown" instead, since
 * the rest of the row is still good. Every decision is counted for `npm run catalog:report`.
 */
export function cleanFilms(rawRows: readonly unknown[]): {
  rows: CleanFilmRow[];
  report: CleaningReport;
} {
  const dropped = Object.fromEntries(DROP_REASONS.map((r) => [r, 0])) as Record<DropReason, number>;
  const repaired = Object.fromEntries(REPAIR_REASONS.map((r) => [r, 0])) as Record<
    RepairReason,
    number
  >;
  const repair = (reason: RepairReason) => repaired[reason]++;
  const seen = new Set<string>();
  const rows: CleanFilmRow[] = [];

  for (const raw of rawRows) {
    const row: RawRow = raw && typeof raw === 'object' ? (raw as RawRow) : {};
    const title = cleanTitle(row.Title, repair);
    if (title === null) {
      dropped['title-not-text']++;
      continue;
    }
    const date = parseReleaseDate(row['Release Date']);
    if (!date.ok) {
      dropped[date.reason]++;
      continue;
    }
    if (date.centuryCorrected) repair('date-century-corrected');
    const key = `${normalise(title)}|${date.year}`;
    if (seen.has(key)) {
      dropped.duplicate++;
      continue;
    }
    seen.add(key);

    const budget = positive(row['Production Budget'], () => repair('budget-not-positive-unknown'));
    let grossRepaired = false;
    const markGross = () => (grossRepaired = true);
    const usGross = positive(row['US Gross'], markGross);
    let worldwideGross = positive(row['Worldwide Gross'], markGross);
    if (grossRepaired) repair('gross-not-positive-unknown');
    // Worldwide gross includes the US gross, so it can never be smaller.
    if (usGross !== null && (worldwideGross === null || worldwideGross < usGross)) {
      if (worldwideGross !== null) repair('worldwide-below-us-gross');
      worldwideGross = usGross;
    }
    let imdbRating = finite(row['IMDB Rating']);
    if (imdbRating !== null && (imdbRating < 0 || imdbRating > 10)) {
      repair('rating-out-of-range-unknown');
      imdbRating = null;
    }
    let imdbVotes = finite(row['IMDB Votes']);
    if (imdbVotes !== null && (imdbVotes <= 0 || !Number.isInteger(imdbVotes))) {
      repair('votes-not-positive-unknown');
      imdbVotes = null;
    }
    let runtime = finite(row['Running Time min']);
    // The shortest feature films run about 40 minutes; the longest released cuts stay under 10 hours.
    if (runtime !== null && (runtime < 1 || runtime > 600 || !Number.isInteger(runtime))) {
      repair('runtime-impossible-unknown');
      runtime = null;
    }

    rows.push({
      title,
      releaseDate: date.iso,
      year: date.year,
      usGross,
      worldwideGross,
      budget,
      mpaaRating: text(row['MPAA Rating']),
      runtime,
      distributor: text(row.Distributor),
      majorGenre: text(row['Major Genre']),
      creativeType: text(row['Creative Type']),
      director: text(row.Director),
      imdbRating,
      imdbVotes,
    });
  }

  clearSharedRatings(rows, () => repair('rating-shared-by-same-title-cleared'));
  return { rows, report: { input: rawRows.length, kept: rows.length, dropped, repaired } };
}

/** Titles such as 1776 or 300 arrive as numbers; "Charge of the Light Brigade, The" is reordered. */
function cleanTitle(value: unknown, repair: (r: RepairReason) => void): string | null {
  let title: string;
  if (typeof value === 'string') title = value.trim().replace(/\s+/g, ' ');
  else if (typeof value === 'number' && Number.isInteger(value) && value > 0) {
    repair('title-number-as-text');
    title = String(value);
  } else return null;
  if (title === '') return null;
  const decoded = repairMojibake(title);
  if (decoded !== title) {
    repair('title-encoding-repaired');
    title = decoded;
  }
  const article = /^(.*), (The|A|An)$/.exec(title);
  if (article) {
    repair('title-article-moved-to-front');
    title = `${article[2]} ${article[1]}`;
  }
  return title;
}

/**
 * The data set joined IMDB figures by title alone, so a film and its remake often carry the
 * very same rating and vote count. Only one of them can own it: we keep it on the one that
 * grossed more (the likelier match for a popular IMDB entry) and mark the others unrated.
 */
function clearSharedRatings(rows: CleanFilmRow[], onClear: () => void) {
  const groups = new Map<string, CleanFilmRow[]>();
  for (const row of rows) {
    if (row.imdbVotes === null) continue;
    const key = `${normalise(row.title)}|${row.imdbRating}|${row.imdbVotes}`;
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  for (const group of groups.values()) {
    if (group.length < 2) continue;
    const owner = [...group].sort(
      (a, b) => (b.worldwideGross ?? 0) - (a.worldwideGross ?? 0) || b.year - a.year,
    )[0];
    for (const row of group) {
      if (row === owner) continue;
      row.imdbRating = null;
      row.imdbVotes = null;
      onClear();
    }
  }
}

function finite(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

function positive(value: unknown, onImpossible: () => void): number | null {
  const n = finite(value);
  if (n === null) return null;
  if (n <= 0) {
    onImpossible();
    return null;
  }
  return n;
}

function text(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}
