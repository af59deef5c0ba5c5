import { createContext, useContext, useEffect, useRef, type ComponentType } from 'react';
import type { CardTitle } from './title-card';

/**
 * Hovering or focusing a card for 100 ms (docs/product.md#title-cards) prefetches its detail
 * page's data. The app provides the prefetch function (it knows the title feature's queries);
 * cards only signal intent, so shared components stay free of feature imports.
 */
export type PrefetchTitle = (title: { id: number; media_type: 'movie' | 'tv' }) => void;

/**
 * What the app gives every card: the prefetch, and once their lazy chunk has arrived after the
 * first paint, the actions and marks (docs/product.md#title-cards), so cards on the first load
 * carry no code for them.
 */
export interface CardServices {
  prefetch: PrefetchTitle;
  Extras?: ComponentType<{ title: CardTitle }>;
  /** Called by each card as it mounts: the extras' chunk is fetched only where cards are. */
  wantExtras?: () => void;
}

export const CardContext = createContext<CardServices | null>(null);

export const PREFETCH_HOVER_DELAY_MS = 100;

export function usePrefetchIntent(title: { id: number; media_type: 'movie' | 'tv' }) {
  const prefetch = useContext(CardContext)?.prefetch;
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
