import { useEffect } from 'react';

/** Names the browser tab after the title on screen, and restores the product name on leave. */
export function usePageTitle(name: string | null) {
  useEffect(() => {
    if (!name) return;
    const previous = document.title;
    document.title = `${name} | NEXUS`;
    return () => {
      document.title = previous;
    };
  }, [name]);
}
