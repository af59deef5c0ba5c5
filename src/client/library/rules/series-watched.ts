import type { SeasonSummary } from '@/shared/catalog/detail-schemas';
import { regularSeasons } from '@/shared/catalog/seasons';
import type { WatchedMark } from '@/shared/library/watch-state-schemas';

/**
 * A series counts as watched on its card when every episode of its regular seasons, by the
 * catalogue's counts, has a mark (docs/product.md#title-cards). A series without episodes never does.
 */
export function isSeriesWatched(
  seasons: readonly Pick<SeasonSummary, 'season_number' | 'episode_count'>[],
  marks: readonly WatchedMark[],
): boolean {
  const marked = new Set(marks.map((mark) => `${mark.season}:${mark.episode}`));
  const regular = regularSeasons(seasons).filter((season) => season.episode_count > 0);
  return (
    regular.length > 0 &&
    regular.every((season) =>
      Array.from({ length: season.episode_count }, (_, i) => i + 1).every((episode) =>
        marked.has(`${season.season_number}:${episode}`),
      ),
    )
  );
}
