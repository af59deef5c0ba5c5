import { msg } from '@lingui/core/macro';
import { pageTranslate, type Translate } from './translate';
import type { WatchedMark } from '@/shared/library/watch-state-schemas';
import { isWatched, type WatchTarget } from '@/client/library/rules/watched-rule';

/**
 * Which of a season's episodes are watched, by the one rule (watched-rule.ts): a mark, or the
 * series' progress record at that episode played to 90 %.
 */
export function watchedEpisodes(
  seriesId: number,
  season: number,
  episodes: readonly number[],
  marks: readonly WatchedMark[],
  played: { target: WatchTarget; percent: number } | null,
): Set<number> {
  return new Set(
    episodes.filter((episode) =>
      isWatched({ id: seriesId, type: 'tv', season, episode }, marks, played),
    ),
  );
}

export const watchedCountText = (watched: number, total: number, t: Translate = pageTranslate) =>
  t(
    msg({
      message: `${watched} of ${total} watched`,
      comment: "A season's episodes: {watched} of its {total} episodes are watched",
    }),
  );
