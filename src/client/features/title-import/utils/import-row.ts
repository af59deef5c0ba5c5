import * as v from 'valibot';
import { MATCH_LIMITS } from '@/shared/catalog/match-schemas';

/**
 * One entry read from another service's export (docs/product.md#importing-from-other-services),
 * whatever its service: a title to find in the catalogue and what to do with it. Every row a
 * reader makes passes this schema; rows that do not are counted as skipped, never imported.
 */
export const IMPORT_LIMITS = {
  /** Bytes of one chosen file (a ZIP counts its unpacked CSV files too). */
  fileBytes: 50 * 1024 * 1024,
  /** Rows of one import, all files together. */
  rows: 50_000,
  /** Characters of one CSV field or JSON string: an export never comes near it. */
  field: 10_000,
} as const;

const importRowSchema = v.object({
  list: v.picklist(['watched', 'watchlist', 'rating']),
  title: v.pipe(v.string(), v.trim(), v.maxLength(MATCH_LIMITS.title), v.nonEmpty()),
  year: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1800), v.maxValue(2200))),
  imdbId: v.optional(v.pipe(v.string(), v.regex(/^tt\d{1,10}$/))),
  tmdbId: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647))),
  type: v.optional(v.picklist(['movie', 'tv'])),
  /** When it was watched, listed or rated (epoch ms); absent rows take the import's time. */
  date: v.optional(v.pipe(v.number(), v.minValue(0))),
  /** Half stars, 0.5 to 5. */
  rating: v.optional(v.pipe(v.number(), v.minValue(0.5), v.maxValue(5), v.multipleOf(0.5))),
});
export type ImportRow = v.InferOutput<typeof importRowSchema>;

/** What a reader gives back for one file: the valid rows and how many it had to leave out. */
export interface ReadRows {
  rows: ImportRow[];
  skipped: number;
}

/** Validates candidate rows; anything no rule accepts is counted, not kept. */
export function validRows(candidates: unknown[]): ReadRows {
  const rows: ImportRow[] = [];
  let skipped = 0;
  for (const candidate of candidates) {
    const result = v.safeParse(importRowSchema, candidate);
    if (result.success) rows.push(result.output);
    else skipped += 1;
  }
  return { rows, skipped };
}

/** A year from text ("1999", " 1999 "); undefined for anything else. */
export function yearFrom(text: string | undefined): number | undefined {
  const trimmed = text?.trim();
  return trimmed && /^\d{4}$/.test(trimmed) ? Number(trimmed) : undefined;
}

/**
 * A date from text: `YYYY-MM-DD` (taken at noon UTC, so the day stays the day in every time
 * zone) or ISO 8601 with a time. A date in the future or unreadable is left out.
 */
export function dateFrom(text: string | undefined, now = Date.now()): number | undefined {
  const trimmed = text?.trim();
  if (!trimmed) return undefined;
  const ms = Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(trimmed) ? `${trimmed}T12:00:00Z` : trimmed);
  return Number.isFinite(ms) && ms >= 0 && ms <= now + 86_400_000 ? ms : undefined;
}

/** A number from text; undefined when empty or not a number. */
export function numberFrom(text: string | undefined): number | undefined {
  const trimmed = text?.trim();
  if (!trimmed) return undefined;
  const n = Number(trimmed);
  return Number.isFinite(n) ? n : undefined;
}

/** Ids kept only when well-formed: a bad id is dropped, and the title and year still match. */
export function idsFrom(imdb: unknown, tmdb: unknown): { imdbId?: string; tmdbId?: number } {
  const ids: { imdbId?: string; tmdbId?: number } = {};
  if (typeof imdb === 'string' && /^tt\d{1,10}$/.test(imdb.trim())) ids.imdbId = imdb.trim();
  if (typeof tmdb === 'number' && Number.isInteger(tmdb) && tmdb >= 1 && tmdb <= 2_147_483_647)
    ids.tmdbId = tmdb;
  return ids;
}
