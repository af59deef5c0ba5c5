/**
 * The readings the product rules allow for stored records (docs/product.md#readings-we-accept): a
 * timestamp is epoch milliseconds or an ISO 8601 string, `contentId` / `contentType` stand for
 * `id` / `type`, a numeric id may arrive as text, and a movie's season and episode may be `null`.
 * Each store turns what it reads into its one canonical form with these before checking it, so
 * only what no reading accepts is moved aside. Kept small: the vault is read on first paint.
 */

/** Epoch milliseconds from either timestamp reading; undefined when neither fits. */
export function toEpochMs(value: unknown): number | undefined {
  const ms =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\d{4}-\d\d-\d\d/.test(value)
        ? Date.parse(value)
        : NaN;
  return ms >= 0 && ms < Infinity ? ms : undefined;
}

/** A positive integer id, also from its decimal text ("603"). */
export function toId(value: unknown): unknown {
  return typeof value === 'string' && /^[1-9]\d{0,15}$/.test(value) ? Number(value) : value;
}

/** Percent watched from either reading of `progress`: a number, or seconds watched of a duration. */
export function toPercent(value: unknown): unknown {
  if (!isPlainRecord(value)) return value;
  const { watched, duration } = value;
  if (!(typeof watched === 'number' && watched >= 0 && typeof duration === 'number')) return value;
  return duration > 0 ? Math.min(100, (watched / duration) * 100) : duration === 0 ? 0 : value;
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
  for (const field in aliases) {
    for (const name of aliases[field]!) {
      out[field] ??= out[name];
      delete out[name];
    }
  }
  return out;
}

/** A JSON object (not an array, not null): the only thing a stored record can be. */
export const isPlainRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
