/** Overviews in the player's side lists are cut at 80 characters plus '...'. */
const OVERVIEW_CUTOFF = 80;

export function truncateOverview(text: string | null | undefined, max = OVERVIEW_CUTOFF): string {
  const value = text ?? '';
  return value.length > max ? `${value.slice(0, max)}...` : value;
}
