/**
 * JSON with object keys sorted: two copies of one record compare equal whatever order their
 * fields arrived in (the server stores what it parsed; a store rewrites what it read).
 */
export function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) => {
    if (inner === null || typeof inner !== 'object' || Array.isArray(inner)) return inner;
    const sorted: Record<string, unknown> = {};
    for (const key of Object.keys(inner).sort())
      sorted[key] = (inner as Record<string, unknown>)[key];
    return sorted;
  });
}
