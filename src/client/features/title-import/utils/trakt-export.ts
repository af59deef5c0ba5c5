import { msg } from '@lingui/core/macro';
import * as v from 'valibot';
import {
  IMPORT_LIMITS,
  dateFrom,
  idsFrom,
  validRows,
  type ImportRow,
  type ReadRows,
} from './import-row';
import { ImportFileError } from './parse-csv';

/**
 * The JSON files of Trakt's export (shared/docs/import-formats.md): arrays of items in its API's
 * shapes. The kind comes from the first item's keys: `rated_at` (ratings), `listed_at`
 * (watchlist), `watched_at` (history), `last_watched_at` (watched films or shows). An episode
 * counts as its show; ratings of episodes and seasons are left out (NEXUS rates titles).
 */
export type TraktKind = 'trakt-ratings' | 'trakt-watchlist' | 'trakt-history' | 'trakt-watched';

const bounded = v.pipe(v.string(), v.maxLength(IMPORT_LIMITS.field));
const media = v.looseObject({
  title: v.optional(v.nullable(bounded)),
  year: v.optional(v.nullable(v.number())),
  ids: v.optional(
    v.nullable(
      v.looseObject({
        imdb: v.optional(v.nullable(bounded)),
        tmdb: v.optional(v.nullable(v.number())),
      }),
    ),
  ),
});
const item = v.looseObject({
  type: v.optional(v.nullable(bounded)),
  rating: v.optional(v.nullable(v.number())),
  rated_at: v.optional(v.nullable(bounded)),
  listed_at: v.optional(v.nullable(bounded)),
  watched_at: v.optional(v.nullable(bounded)),
  last_watched_at: v.optional(v.nullable(bounded)),
  movie: v.optional(v.nullable(media)),
  show: v.optional(v.nullable(media)),
});

const forbiddenKeys = new Set(['__proto__', 'constructor', 'prototype']);

export function parseTraktJson(
  text: string,
  fileName: string,
): { kind: TraktKind; items: unknown[] } {
  let data: unknown;
  try {
    data = JSON.parse(text, (key, value: unknown) => (forbiddenKeys.has(key) ? undefined : value));
  } catch {
    throw new ImportFileError(
      `${fileName} is not valid JSON.`,
      msg({
        message: `${fileName} is not valid JSON.`,
        comment: '{fileName} is a file chosen to import',
      }),
    );
  }
  if (!Array.isArray(data))
    throw new ImportFileError(
      `${fileName} is not a Trakt export: Trakt's files are lists of titles.`,
      msg({
        message: `${fileName} is not a Trakt export: Trakt's files are lists of titles.`,
        comment: '{fileName} is a file chosen to import',
      }),
    );
  if (data.length > IMPORT_LIMITS.rows)
    throw new ImportFileError(
      `${fileName} has more than ${IMPORT_LIMITS.rows.toLocaleString('en')} items, more than NEXUS imports at once.`,
      {
        ...msg({
          message:
            '{fileName} has more than {limit, number} items, more than NEXUS imports at once.',
          comment: '{fileName} is a file chosen to import; {limit} a number of titles',
        }),
        values: { fileName, limit: IMPORT_LIMITS.rows },
      },
    );
  if (data.length === 0)
    throw new ImportFileError(`${fileName} is empty.`, msg`${fileName} is empty.`);
  const first = data[0] as Record<string, unknown> | null;
  const has = (key: string) => typeof first === 'object' && first !== null && key in first;
  const kind: TraktKind | undefined = has('rated_at')
    ? 'trakt-ratings'
    : has('listed_at')
      ? 'trakt-watchlist'
      : has('watched_at')
        ? 'trakt-history'
        : has('last_watched_at')
          ? 'trakt-watched'
          : undefined;
  if (!kind)
    throw new ImportFileError(
      `${fileName} is not a Trakt export: its items have none of rated_at, listed_at, watched_at or last_watched_at.`,
      msg({
        message: `${fileName} is not a Trakt export: its items have none of rated_at, listed_at, watched_at or last_watched_at.`,
        comment:
          '{fileName} is a file chosen to import; rated_at, listed_at… are field names (not translated)',
      }),
    );
  return { kind, items: data };
}

export function traktRows(kind: TraktKind, items: unknown[]): ReadRows {
  const candidates: Partial<ImportRow>[] = [];
  let skipped = 0;
  for (const raw of items) {
    const parsed = v.safeParse(item, raw);
    const entry = parsed.success ? parsed.output : undefined;
    const title = entry?.movie ?? entry?.show;
    // A rated episode or season names its show too, but its rating is not the show's.
    if (!entry || !title || (kind === 'trakt-ratings' && /episode|season/.test(entry.type ?? ''))) {
      skipped += 1;
      continue;
    }
    const base = {
      title: title.title ?? undefined,
      year: title.year ?? undefined,
      ...idsFrom(title.ids?.imdb, title.ids?.tmdb),
      type: entry.movie ? ('movie' as const) : ('tv' as const),
    };
    if (kind === 'trakt-ratings')
      candidates.push({
        ...base,
        list: 'rating',
        rating: typeof entry.rating === 'number' ? entry.rating / 2 : undefined,
        date: dateFrom(entry.rated_at ?? undefined),
      });
    else if (kind === 'trakt-watchlist')
      candidates.push({ ...base, list: 'watchlist', date: dateFrom(entry.listed_at ?? undefined) });
    else
      candidates.push({
        ...base,
        list: 'watched',
        date: dateFrom(entry.watched_at ?? entry.last_watched_at ?? undefined),
      });
  }
  const read = validRows(candidates);
  return { rows: read.rows, skipped: read.skipped + skipped };
}
