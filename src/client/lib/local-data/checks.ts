import type { Validator } from '../storage';

/**
 * Tiny hand-written checks for the stores that pages load early (vault, history). A schema
 * library here would cost ~16 KB gzip on every page that shows a vault toggle, which the
 * 100 KB first-load budget cannot afford. Boundaries inside lazy chunks use zod.
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
