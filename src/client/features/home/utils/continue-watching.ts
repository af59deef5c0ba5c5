import { msg } from '@lingui/core/macro';
import { episodeAfter } from '@/client/library/rules/watch-up-next';
import type { WatchProgress } from '@/client/library/stores/watch-progress-store';
import type { ContinueRemoved, WatchedMark } from '@/shared/library/watch-state-schemas';
import { isFinishedPercent, isWatched, progressTarget } from '@/client/library/rules/watched-rule';

/** The row's title (docs/product.md#continue-watching-row). */
export const CONTINUE_WATCHING = msg({
  message: 'Continue watching',
  comment: 'Home row of the titles the person started and can resume',
});

const CONTINUE_WATCHING_LIMIT = 10;

export interface ContinueItem {
  key: string;
  id: number;
  type: 'movie' | 'tv';
  title: string;
  posterPath: string | null;
  /** Whole percent watched, 1-89; 0 for an Up Next episode, not started yet. */
  percent: number;
  /** `Xh Ym` left, or null when the record has only a percent (no duration). */
  /** Seconds left of the film or episode; the card writes them in the page's language. */
  secondsLeft: number | null;
  season?: number;
  episode?: number;
  /**
   * The series' episode S{season}E{episode} was finished: the row shows the one after it, which
   * needs the catalogue's seasons (resolveUpNext).
   */
  finished?: boolean;
  /** Set once resolved: the card opens the player at this episode. */
  upNext?: boolean;
  lastWatched: number;
}

/** The watched state the row reads besides the progress records. */
export interface RowState {
  marks: readonly WatchedMark[];
  removed: readonly ContinueRemoved[];
}

/**
 * The continue-watching candidates (docs/product.md#continue-watching-row), newest first: films
 * and episodes left between 0 and 90 percent (the exact percent, so 89.6 % still counts as
 * unfinished), and series whose episode was finished, for Up Next. A film or episode marked
 * watched after its last play counts as finished; a title removed from the row stays out until
 * it is played again.
 */
export function continueWatchingItems(
  records: readonly WatchProgress[],
  percentOf: (record: WatchProgress) => number,
  { marks, removed }: RowState = { marks: [], removed: [] },
): ContinueItem[] {
  return records
    .filter(
      (record) =>
        !removed.some(
          (flag) =>
            flag.id === record.id &&
            flag.type === record.type &&
            flag.removedAt >= record.lastWatched,
        ),
    )
    .map((record) => {
      const exact = percentOf(record);
      const target = progressTarget(record);
      const since = marks.filter((mark) => mark.watchedAt >= record.lastWatched);
      return {
        record,
        exact,
        target,
        finished: isFinishedPercent(exact) || isWatched(target, since),
      };
    })
    .filter(({ exact, finished, record }) => (finished ? record.type === 'tv' : exact > 0))
    .sort((a, b) => b.record.lastWatched - a.record.lastWatched)
    .map(({ record, exact, target, finished }) => ({
      key: `${record.type}-${record.id}`,
      id: record.id,
      type: record.type,
      title: record.title,
      posterPath: record.poster_path ?? null,
      percent: Math.round(exact),
      secondsLeft:
        typeof record.progress === 'number'
          ? null
          : Math.max(0, record.progress.duration - record.progress.watched),
      season: target.season,
      episode: target.episode,
      ...(finished ? { finished } : {}),
      lastWatched: record.lastWatched,
    }));
}

/** What the catalogue says of a series' seasons: undefined while loading, null when it failed. */
export type SeasonsOf = (
  id: number,
) => readonly { season_number: number; episode_count: number }[] | null | undefined;

/**
 * Turns finished series into their Up Next episode (docs/product.md#continue-watching-row): the
 * one after the finished episode, skipping episodes already marked watched, across seasons by
 * the catalogue's episode counts. A series past its last episode, or whose seasons could not be
 * read, leaves the row. Series still loading stay as `finished` (the row holds their place);
 * then the 10 most recent are kept.
 */
export function resolveUpNext(
  items: readonly ContinueItem[],
  seasonsOf: SeasonsOf,
  marks: readonly WatchedMark[] = [],
): ContinueItem[] {
  const resolved: ContinueItem[] = [];
  for (const item of items) {
    if (!item.finished) {
      resolved.push(item);
      continue;
    }
    const seasons = seasonsOf(item.id);
    if (seasons === undefined) {
      resolved.push(item);
      continue;
    }
    if (seasons === null) continue;
    let next = episodeAfter(seasons, item.season ?? 1, item.episode ?? 1);
    // A bounded walk: a long run of episodes already marked watched is skipped over.
    for (let step = 0; next && step < 1000; step += 1) {
      if (!isWatched({ id: item.id, type: 'tv', ...next }, marks)) break;
      next = episodeAfter(seasons, next.season, next.episode);
    }
    if (!next) continue;
    const { finished: _done, ...rest } = item;
    resolved.push({ ...rest, ...next, percent: 0, secondsLeft: null, upNext: true });
  }
  return resolved.slice(0, CONTINUE_WATCHING_LIMIT);
}
