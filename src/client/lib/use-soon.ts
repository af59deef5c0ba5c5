import { startTransition, useEffect, useState } from 'react';

/**
 * False on a component's first render, true right after, in a transition: React renders that
 * second pass in small slices and lets the browser paint in between. For content below the fold
 * or past the screen's edge, so the first render (and its long task on a slow phone) stays small
 * and what is on screen paints first. Content that waits for this must not push anything down.
 */
export function useSoon(): boolean {
  const [soon, setSoon] = useState(false);
  useEffect(() => {
    startTransition(() => setSoon(true));
  }, []);
  return soon;
}
