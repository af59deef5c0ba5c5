import { useCallback, useMemo, useRef } from 'react';
import type { ProgressUpdate } from '@/shared/player/progress-adapters';

export interface HeardProgress {
  update: ProgressUpdate;
  /** Date.now() when it was heard. */
  heardAt: number;
}

/**
 * The stream's progress messages for whoever else listens (a watch-together room): the latest one
 * and a subscription. Kept in a ref, so a message every few seconds re-renders nothing.
 */
export function useProgressFeed() {
  const latest = useRef<HeardProgress | null>(null);
  const listeners = useRef(new Set<(heard: HeardProgress) => void>());
  const push = useCallback((update: ProgressUpdate) => {
    const heard = { update, heardAt: Date.now() };
    latest.current = heard;
    listeners.current.forEach((listener) => listener(heard));
  }, []);
  const subscribe = useCallback((listener: (heard: HeardProgress) => void) => {
    listeners.current.add(listener);
    return () => void listeners.current.delete(listener);
  }, []);
  return useMemo(() => ({ latest, push, subscribe }), [push, subscribe]);
}
