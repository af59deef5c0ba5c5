import { useEffect, useRef } from 'react';

/**
 * Calls `onReach` whenever the sentinel at a row's end becomes half visible (threshold 0.5)
 * while `active`. The callback is read through a ref so a new function per render does not
 * re-create the observer.
 */
export function useSentinel<T extends Element>(active: boolean, onReach: () => void) {
  const ref = useRef<T>(null);
  const callback = useRef(onReach);
  useEffect(() => {
    callback.current = onReach;
  });
  useEffect(() => {
    const element = ref.current;
    if (!active || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { threshold: 0.5 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [active]);
  return ref;
}
