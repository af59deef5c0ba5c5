import { useEffect, useRef, useState } from 'react';

/**
 * Calls `onReach` whenever the sentinel at a row's end becomes half visible (threshold 0.5)
 * while `active`. The callback is read through a ref so a new function per render does not
 * re-create the observer. The sentinel is tracked as state (a callback ref), so it is observed
 * whenever it mounts: a row renders it only once all its cards are in.
 */
export function useSentinel<T extends Element>(active: boolean, onReach: () => void) {
  const [element, setElement] = useState<T | null>(null);
  const callback = useRef(onReach);
  useEffect(() => {
    callback.current = onReach;
  });
  useEffect(() => {
    if (!active || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { threshold: 0.5 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [active, element]);
  return setElement;
}
