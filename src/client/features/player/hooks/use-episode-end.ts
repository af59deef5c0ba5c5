import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import type { ProgressUpdate } from '@/shared/player/progress-adapters';

/** The card shows in an episode's last 20 s (docs/product.md#next-episode-card). */
const END_CARD_SECONDS = 20;
/** AUTO-PLAY waits this long after the end, with 'Cancel', before the next episode starts. */
const AUTO_PLAY_COUNTDOWN = 10;

export interface EpisodeEnd {
  /** Whether the next-episode card is showing. */
  showing: boolean;
  /** Seconds until AUTO-PLAY starts the next episode; null when no countdown runs. */
  countdown: number | null;
  onUpdate: (update: ProgressUpdate) => void;
  cancel: () => void;
}

/**
 * The end of a series episode: in its last 20 s (or once the provider reports the end) the
 * next-episode card shows; with AUTO-PLAY on, the end starts a 10 s countdown to the next
 * episode that 'Cancel' stops. The parent keys the state by episode (`episodeKey`), so every
 * episode starts without a card.
 */
export function useEpisodeEnd({
  enabled,
  episodeKey,
  autoPlay,
  onAutoPlay,
}: {
  /** Series only: films never show the card. */
  enabled: boolean;
  episodeKey: string;
  autoPlay: boolean;
  /** Starts the next episode; absent after the last episode (the card then offers the way back). */
  onAutoPlay: (() => void) | null;
}): EpisodeEnd {
  const [state, setState] = useState(() => fresh(episodeKey));
  // A new episode starts clean: what is kept for another episode is ignored.
  const current = state.key === episodeKey ? state : fresh(episodeKey);

  const onUpdate = useCallback(
    (update: ProgressUpdate) => {
      if (!enabled) return;
      const ended = update.event === 'ended';
      const near =
        ended || (update.duration > 0 && update.duration - update.currentTime <= END_CARD_SECONDS);
      setState((s) => {
        const base = s.key === episodeKey ? s : fresh(episodeKey);
        // Seeking back out of the last 20 s hides the card (and stops a countdown) again.
        const next = { ...base, near, ended: near && (base.ended || ended) };
        return next.near === s.near && next.ended === s.ended && next.key === s.key ? s : next;
      });
    },
    [enabled, episodeKey],
  );

  const counting =
    enabled && current.ended && autoPlay && onAutoPlay !== null && !current.cancelled;
  const [left, setLeft] = useState<{ key: string; seconds: number } | null>(null);
  const countdown = counting
    ? left?.key === episodeKey
      ? left.seconds
      : AUTO_PLAY_COUNTDOWN
    : null;

  useEffect(() => {
    if (!counting) return;
    const timer = window.setInterval(() => {
      setLeft((l) => ({
        key: episodeKey,
        seconds: (l?.key === episodeKey ? l.seconds : AUTO_PLAY_COUNTDOWN) - 1,
      }));
    }, 1000);
    return () => window.clearInterval(timer);
  }, [counting, episodeKey]);

  const autoPlayNow = useEffectEvent(() => onAutoPlay?.());
  const due = countdown !== null && countdown <= 0;
  useEffect(() => {
    if (due) autoPlayNow();
  }, [due]);

  return {
    showing: enabled && current.near,
    countdown: countdown === null ? null : Math.max(0, countdown),
    onUpdate,
    cancel: () =>
      setState((s) => ({ ...(s.key === episodeKey ? s : fresh(episodeKey)), cancelled: true })),
  };
}

function fresh(key: string) {
  return { key, near: false, ended: false, cancelled: false };
}
