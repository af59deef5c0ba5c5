/**
 * docs/product.md#episodes-and-recommendations: up to 10 recommendations; fewer than 8 are padded
 * with trending to 15.
 */
const RECOMMENDATIONS_FROM_API = 10;
const RECOMMENDATIONS_PAD_THRESHOLD = 8;
const PLAYER_RECOMMENDATIONS = 15;

interface Keyed {
  id: number;
  media_type: 'movie' | 'tv';
}

export function needsTrendingPadding(recommendationCount: number): boolean {
  return Math.min(recommendationCount, RECOMMENDATIONS_FROM_API) < RECOMMENDATIONS_PAD_THRESHOLD;
}

/**
 * Recommendations first; when fewer than 8, trending movies and series (alternating) fill the
 * list up to 15. The current title and duplicates are never shown.
 */
export function padRecommendations<T extends Keyed>(
  recommendations: T[],
  trendingMovies: T[],
  trendingTv: T[],
  current: Keyed,
): T[] {
  const seen = new Set([key(current)]);
  const result: T[] = [];
  const add = (item: T) => {
    if (seen.has(key(item)) || result.length >= PLAYER_RECOMMENDATIONS) return;
    seen.add(key(item));
    result.push(item);
  };
  recommendations.slice(0, RECOMMENDATIONS_FROM_API).forEach(add);
  if (result.length >= RECOMMENDATIONS_PAD_THRESHOLD) return result;
  const longest = Math.max(trendingMovies.length, trendingTv.length);
  for (let i = 0; i < longest; i += 1) {
    if (trendingMovies[i]) add(trendingMovies[i] as T);
    if (trendingTv[i]) add(trendingTv[i] as T);
  }
  return result;
}

function key(item: Keyed) {
  return `${item.media_type}:${item.id}`;
}
