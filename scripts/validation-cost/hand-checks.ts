import type { Paged, TitleSummary } from '../../src/shared/catalog/title-schemas';
interface Validator<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false };
}

/**
 * The hand-written check combinators the client used before decision 0018, kept here only so
 * scripts/measure-validation.ts can compare them with the libraries.
 */
export type Check = (value: unknown) => boolean;

export const isString: Check = (v) => typeof v === 'string';
export const isFiniteNumber: Check = (v) => typeof v === 'number' && Number.isFinite(v);
export const isPositiveInt: Check = (v) => Number.isSafeInteger(v) && (v as number) > 0;
export const inRange =
  (min: number, max: number): Check =>
  (v) =>
    isFiniteNumber(v) && (v as number) >= min && (v as number) <= max;
export const oneOf =
  (...values: unknown[]): Check =>
  (v) =>
    values.includes(v);
export const optional =
  (check: Check): Check =>
  (v) =>
    v === undefined || check(v);
export const nullable =
  (check: Check): Check =>
  (v) =>
    v === null || check(v);
export const arrayOf =
  (check: Check): Check =>
  (v) =>
    Array.isArray(v) && v.every(check);

export const isPlainRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * An object with these fields (others are kept, as the vault stores whole title records:
 * docs/product.md#record-shapes).
 * `canonical` first turns the other readings the rules allow into the canonical form; missing
 * fields with a default then get it, as zod's `default` would.
 */
export function recordValidator<T>(
  shape: Record<string, Check>,
  defaults: Record<string, unknown> = {},
  canonical: (record: Record<string, unknown>) => Record<string, unknown> = (record) => record,
): Validator<T> {
  return {
    safeParse(data) {
      if (!isPlainRecord(data)) return { success: false };
      const value: Record<string, unknown> = canonical({ ...data });
      for (const [key, fallback] of Object.entries(defaults))
        if (value[key] === undefined) value[key] = fallback;
      for (const [key, check] of Object.entries(shape))
        if (!check(value[key])) return { success: false };
      return { success: true, data: value as T };
    },
  };
}

/**
 * A light shape check of a paged catalogue answer. The home view is on the first-load budget,
 * so it checks by hand what it relies on instead of pulling zod into the chunk: a results array
 * and titles with an id and a media type (a list's items may omit it; they take the list's).
 */
export function checkPaged(data: unknown, media?: 'movie' | 'tv'): Paged<TitleSummary> {
  const body = data as Paged<Partial<TitleSummary>> | null;
  if (!Array.isArray(body?.results))
    throw new Error('The catalogue answered in an unexpected shape.');
  const results = body.results
    .map((item) => ({ ...item, media_type: item?.media_type ?? media }))
    .filter((item) => item.id && (item.media_type === 'movie' || item.media_type === 'tv'));
  return { ...body, results: results as TitleSummary[] };
}
