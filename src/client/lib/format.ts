/**
 * Display formats (docs/product.md#movie-page): ratings to one decimal, money in whole US dollars,
 * whole percents.
 */
export function formatRating(value: number | null | undefined): string {
  return typeof value === 'number' && Number.isFinite(value) ? value.toFixed(1) : '–';
}

export function releaseYear(date: string | null | undefined): string {
  const year = date?.slice(0, 4);
  return year && /^\d{4}$/.test(year) ? year : '';
}

/**
 * A whole number with en-US thousands separators: `27,431`, `-1,132`. Written by hand because
 * the first Intl formatter a page builds loads locale data, a long task on a slow phone.
 */
export function groupThousands(value: number): string {
  const rounded = Math.round(value);
  const digits = String(Math.abs(rounded)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return rounded < 0 ? `-${digits}` : digits;
}

export function formatMoney(value: number | null | undefined): string {
  return typeof value === 'number' && Number.isFinite(value) && value > 0
    ? `$${groupThousands(value)}`
    : '–';
}

/**
 * Hours and minutes, as the product's `Nh Mm` (and `Xh Ym` time left;
 * docs/product.md#continue-watching-row).
 */
export function formatDuration(totalSeconds: number): string {
  const minutes = Math.max(0, Math.round(totalSeconds / 60));
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${h}h ${m}m`;
}
