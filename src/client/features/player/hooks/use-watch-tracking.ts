import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { recordHistoryEntry, recordPlay } from '@/client/library/actions/record-play';
import { useSessionUser } from '@/client/lib/session-user-store';
import { trustedEpisode, type ProgressUpdate } from '@/shared/player/progress-adapters';
import { createProgressThrottle } from '../utils/progress-throttle';
import type { PlayerTitle } from './use-player-title';

interface Pending {
  title: PlayerTitle;
  update: ProgressUpdate;
}

interface Tracked {
  title: PlayerTitle | null;
  season: number;
  episode: number;
}

/**
 * Turns progress updates into the local records: `watch_progress_{type}_{id}` (at most one write
 * every 5 s, plus pause, seek and end, and the last update on close), the watch history entry
 * (added or refreshed on the first real play, then kept at the current percent) and the
 * session's recently-watched list.
 */
export function useWatchTracking({ title, season, episode }: Tracked) {
  const latest = useRef({ title, season, episode });
  useLayoutEffect(() => {
    latest.current = { title, season, episode };
  }, [title, season, episode]);
  const throttle = useRef(createProgressThrottle());
  const startedAt = useRef<number | null>(null);
  const pending = useRef<Pending | null>(null);
  /** The last update with times, for an `ended` that comes without any. */
  const lastKnown = useRef<ProgressUpdate | null>(null);
  /** The position of the first progress snapshot, until the position moves past it. */
  const snapshotAt = useRef<number | null>(null);
  const addRecentlyWatched = useSessionUser((s) => s.addRecentlyWatched);

  const write = useCallback(({ title: t, update }: Pending, now: number) => {
    pending.current = null;
    if (update.duration <= 0) return;
    recordPlay(t, update, now, startedAt.current);
  }, []);

  const onUpdate = useCallback(
    (incoming: ProgressUpdate) => {
      const { title: t, season, episode } = latest.current;
      if (!t) return;
      const now = Date.now();
      let update = incoming;
      // An end without times (some players send a bare `ended`) finishes what was playing.
      if (update.event === 'ended' && update.duration <= 0 && lastKnown.current) {
        const last = lastKnown.current;
        update = { ...last, event: 'ended', currentTime: last.duration };
      }
      if (update.event === 'progress' && startedAt.current === null) {
        // A progress snapshot sent on load says where the player was, not that anyone is
        // watching: it starts nothing and overwrites nothing until the position moves on.
        if (snapshotAt.current === null) {
          snapshotAt.current = update.currentTime;
          return;
        }
        if (update.currentTime <= snapshotAt.current + 1) return;
      }
      const realPlay =
        update.event === 'play' || (update.currentTime >= 1 && update.event !== 'ended');
      if (startedAt.current === null && realPlay) {
        startedAt.current = now;
        recordHistoryEntry(t, now, update);
        addRecentlyWatched({
          id: t.id,
          media_type: t.type,
          title: t.title,
          poster_path: t.poster_path,
        });
      }
      // A play at 0 s can arrive before the resume seek lands: never let it erase a saved position.
      if (update.currentTime < 1 && update.event !== 'ended') return;
      // Stamped with the episode playing now (or the one the provider played on to), so a late
      // flush never lands on another episode, and a provider's odd numbering is not believed.
      const stamped: Pending = {
        title: t,
        update: {
          ...update,
          ...trustedEpisode(
            { season: update.season, episode: update.episode },
            { season, episode },
          ),
        },
      };
      pending.current = stamped;
      lastKnown.current = stamped.update;
      if (throttle.current.shouldWrite(update.event, now)) write(stamped, now);
    },
    [addRecentlyWatched, write],
  );

  // Closing the player (or switching title) keeps the last few seconds too.
  useEffect(
    () => () => {
      if (pending.current) write(pending.current, Date.now());
    },
    [write],
  );

  /** A new episode or title starts its own history moment and throttle window. */
  const reset = useCallback(() => {
    if (pending.current) write(pending.current, Date.now());
    startedAt.current = null;
    snapshotAt.current = null;
    lastKnown.current = null;
    throttle.current = createProgressThrottle();
  }, [write]);

  return { onUpdate, reset };
}
