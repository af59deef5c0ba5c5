import { isPlainRecord } from './checks';

/**
 * The readings the product rules allow for stored records (docs/product.md, "Local data"): a
 * timestamp is epoch milliseconds or an ISO 8601 string, `contentId` / `contentType` stand for
 * `id` / `type`, a numeric id may arrive as text, and a movie's season and episode may be `null`.
 * Each store turns what it reads into its one canonical form with these before checking it, so
 * only what no reading accepts is moved aside.
 */

/** Epoch milliseconds from either timestamp reading; undefined when neither fits. */
export function toEpochMs(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? value : undefined;
  if (typeof value !== 'string' || !ISO_DATE.test(value)) return undefined;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? undefined : ms;
}

/** ISO 8601 text from either timestamp reading; undefined when neither fits. */
export function toIsoTime(value: unknown): string | undefined {
  const ms = toEpochMs(value);
  return ms === undefined ? undefined : new Date(ms).toISOString();
}

/** A positive integer id, also from its decimal text ("603"). */
export function toId(value: unknown): unknown {
  if (typeof value === 'string' && /^[1-9]\d{0,15}$/.test(value)) return Number(value);
  return value;
}

/** Percent watched from either reading of `progress`: a number, or seconds watched of a duration. */
export function toPercent(value: unknown): unknown {
  if (!isPlainRecord(value)) return value;
  const { watched, duration } = value;
  if (typeof watched !== 'number' || typeof duration !== 'number') return value;
  if (!(watched >= 0) || !(duration >= 0)) return value;
  return duration > 0 ? Math.min(100, (watched / duration) * 100) : 0;
}

/**
 * A copy with the alias fields folded into their canonical names: `aliases` maps each canonical
 * field to the names it may be stored under, in order of preference; the aliases are removed.
 */
export function foldAliases(
  record: Record<string, unknown>,
  aliases: Record<string, readonly string[]>,
): Record<string, unknown> {
  const out = { ...record };
  for (const [field, names] of Object.entries(aliases)) {
    for (const name of names) {
      if (out[field] === undefined && out[name] !== undefined) out[field] = out[name];
      delete out[name];
    }
  }
  return out;
}

/** Removes fields whose value is `null` where the canonical form leaves them out. */
export function dropNulls(record: Record<string, unknown>, fields: readonly string[]) {
  const out = { ...record };
  for (const field of fields) if (out[field] === null) delete out[field];
  return out;
}

/** A date, optionally with a time and zone: what `Date.parse` reads the same in every browser. */
const ISO_DATE =
  /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;
