import { createContext, useContext, useEffect, useRef } from 'react';

/**
 * Hovering or focusing a card for 100 ms (docs/product.md#title-cards) prefetches its detail
 * page's data. The app provides the prefetch function (it knows the title feature's queries);
 * cards only signal intent, so shared components stay free of feature imports.
 */
export type PrefetchTitle = (title: { id: number; media_type: 'movie' | 'tv' }) => void;

export const TitlePrefetchContext = createContext<PrefetchTitle | null>(null);

export const PREFETCH_HOVER_DELAY_MS = 100;

export function usePrefetchIntent(title: { id: number; media_type: 'movie' | 'tv' }) {
  const prefetch = useContext(TitlePrefetchContext);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const start = () => {
    if (!prefetch) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => prefetch(title), PREFETCH_HOVER_DELAY_MS);
  };
  const cancel = () => clearTimeout(timer.current);
  return { onPointerEnter: start, onPointerLeave: cancel, onFocus: start, onBlur: cancel };
}
