/** A path segment that must be a positive whole number (an id, a season); null otherwise. */
export function positiveRouteParam(value: string | undefined): number | null {
  if (value === undefined || !/^[1-9]\d{0,15}$/.test(value)) return null;
  const n = Number(value);
  return Number.isSafeInteger(n) ? n : null;
}
