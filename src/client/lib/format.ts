/** Display formats of spec section 9: ratings to one decimal, money in whole US dollars, whole percents. */
export function formatRating(value: number | null | undefined): string {
  return typeof value === 'number' && Number.isFinite(value) ? value.toFixed(1) : '–';
}

export function releaseYear(date: string | null | undefined): string {
  const year = date?.slice(0, 4);
  return year && /^\d{4}$/.test(year) ? year : '';
}

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  // Both bounds: engines before ES2023 throw when only the maximum is below USD's default 2.
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

export function formatMoney(value: number | null | undefined): string {
  return typeof value === 'number' && value > 0 ? usd.format(value) : '–';
}

/** Hours and minutes, as the spec's `Nh Mm` (and `Xh Ym` time left). */
export function formatDuration(totalSeconds: number): string {
  const minutes = Math.max(0, Math.round(totalSeconds / 60));
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${h}h ${m}m`;
}
