import type { SeasonSummary } from '@/shared/catalog/detail-schemas';
import { regularSeasons } from '@/shared/catalog/seasons';

/**
 * Up Next (docs/product.md#continue-watching-row): the episode after S{season}E{episode} by the
 * catalogue's episode counts, crossing into the next regular season that has episodes; null
 * after the last episode of the last season.
 */
export function episodeAfter(
  seasons: readonly Pick<SeasonSummary, 'season_number' | 'episode_count'>[],
  season: number,
  episode: number,
): { season: number; episode: number } | null {
  const current = seasons.find((s) => s.season_number === season);
  if (current && episode < current.episode_count) return { season, episode: episode + 1 };
  const next = regularSeasons(seasons).find((s) => s.season_number > season && s.episode_count > 0);
  return next ? { season: next.season_number, episode: 1 } : null;
}
