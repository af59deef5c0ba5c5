/**
 * 'just now', '5 minutes ago', '3 hours ago', '2 days ago' (docs/product.md#devices). By hand:
 * Intl.RelativeTimeFormat loads locale data, and these few English phrases are all we need.
 */
const UNITS: [limitMs: number, sizeMs: number, name: string][] = [
  [60 * 60_000, 60_000, 'minute'],
  [24 * 60 * 60_000, 60 * 60_000, 'hour'],
  [30 * 24 * 60 * 60_000, 24 * 60 * 60_000, 'day'],
  [365 * 24 * 60 * 60_000, 30 * 24 * 60 * 60_000, 'month'],
  [Infinity, 365 * 24 * 60 * 60_000, 'year'],
];

export function relativeTime(iso: string, now = Date.now()): string {
  const elapsed = now - Date.parse(iso);
  if (Number.isNaN(elapsed)) return 'at an unknown time';
  // A device whose clock runs a little ahead reads as now, not as the future.
  if (elapsed < 60_000) return 'just now';
  const [, size, name] = UNITS.find(([limit]) => elapsed < limit)!;
  const count = Math.floor(elapsed / size);
  return `${count} ${name}${count === 1 ? '' : 's'} ago`;
}
