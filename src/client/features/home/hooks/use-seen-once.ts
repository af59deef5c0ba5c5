import { useEffect, useRef, useState } from 'react';

/**
 * True once the element has come within `rootMargin` of the viewport, and then for good (the
 * product's lazy rows, docs/product.md#home-view: 100 px margin, threshold 0.1, once). Without
 * IntersectionObserver (old browsers, tests) everything counts as seen, so content is never stuck
 * behind it.
 */
export function useSeenOnce<T extends Element>({
  rootMargin,
  threshold,
  initial = false,
  now = false,
}: {
  rootMargin: string;
  threshold: number;
  initial?: boolean;
  /** Counts as seen from now on, wherever the element is (an offline row asks the cache at once). */
  now?: boolean;
}) {
  const ref = useRef<T>(null);
  const [seen, setSeen] = useState(() => initial || typeof IntersectionObserver === 'undefined');
  // Adjusted while rendering (React's pattern for state that follows a prop), not in an effect.
  if (now && !seen) setSeen(true);
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { rootMargin, threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [seen, rootMargin, threshold]);
  return { ref, seen };
}
