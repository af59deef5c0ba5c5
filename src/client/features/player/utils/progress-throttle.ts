import type { ProgressEventName } from '@/shared/player/progress-adapters';

/** At most one progress write every 5 s, plus one on each pause, seek and end. */
const PROGRESS_WRITE_INTERVAL_MS = 5_000;

const alwaysWrite: ReadonlySet<ProgressEventName> = new Set(['pause', 'seeked', 'ended']);

export function createProgressThrottle(intervalMs = PROGRESS_WRITE_INTERVAL_MS) {
  let lastWrite = Number.NEGATIVE_INFINITY;
  return {
    shouldWrite(event: ProgressEventName, now: number): boolean {
      if (alwaysWrite.has(event) || now - lastWrite >= intervalMs) {
        lastWrite = now;
        return true;
      }
      return false;
    },
  };
}
