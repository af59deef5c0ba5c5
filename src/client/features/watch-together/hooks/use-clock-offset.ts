import { useEffect, useRef } from 'react';
import { estimateClockOffset, type ClockSample } from '@/shared/watch-together/clock-offset';
import { SYNC_RULE } from '@/shared/watch-together/room-limits';
import { getServerTime } from '../api/get-server-time';

/**
 * The server's clock as seen from here (serverNow ≈ Date.now() + offsetMs): six samples of
 * /api/rooms/time one after another when the room opens, then again every minute, keeping the
 * sample with the shortest round trip. Until the first answer the offset is 0.
 */
export function useClockOffset(active: boolean) {
  const offset = useRef(0);
  useEffect(() => {
    if (!active) return;
    const controller = new AbortController();
    const sample = async () => {
      const samples: ClockSample[] = [];
      for (let i = 0; i < SYNC_RULE.clockSamples && !controller.signal.aborted; i += 1) {
        const sent = Date.now();
        try {
          const serverTime = await getServerTime(controller.signal);
          samples.push({ sent, serverTime, received: Date.now() });
        } catch {
          break; // offline or refused: keep the last estimate
        }
      }
      const estimate = estimateClockOffset(samples);
      if (estimate && !controller.signal.aborted) offset.current = estimate.offsetMs;
    };
    void sample();
    const timer = window.setInterval(() => void sample(), SYNC_RULE.resampleEveryMs);
    return () => {
      controller.abort();
      window.clearInterval(timer);
    };
  }, [active]);
  return offset;
}
