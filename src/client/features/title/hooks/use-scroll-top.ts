import { useEffect } from 'react';

/**
 * Moving from one title to another ('More like this') keeps the same route element, so the
 * browser would keep the old scroll position: start each title at the top.
 */
export function useScrollTop(key: unknown) {
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [key]);
}
