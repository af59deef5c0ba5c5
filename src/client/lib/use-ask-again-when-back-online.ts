import { useEffect, useRef } from 'react';

/**
 * The waits between asks after the connection returns. The browser says 'online' as soon as an
 * interface is up, which can be before the network answers (an address still being assigned, a
 * service worker whose connection has not caught up): the first ask may fail, so a few more follow,
 * about 15 s in all, before the page's own Retry is the way.
 */
const BACK_ONLINE_WAITS_MS: readonly number[] = [1000, 2000, 4000, 8000];

/**
 * When `online` turns from false to true, calls `ask` (a query's refetch), and asks again after
 * each of `waits` while the answer is still a failure and the browser still online. Going offline
 * again or unmounting ends the series. `enabled` false (a row not yet seen) asks nothing.
 */
export function useAskAgainWhenBackOnline(
  online: boolean,
  ask: () => Promise<{ isError: boolean }>,
  {
    enabled = true,
    waits = BACK_ONLINE_WAITS_MS,
  }: { enabled?: boolean; waits?: readonly number[] } = {},
) {
  const wasOnline = useRef(online);
  const askRef = useRef(ask);
  useEffect(() => {
    askRef.current = ask;
  });

  useEffect(() => {
    const back = online && !wasOnline.current;
    wasOnline.current = online;
    if (!back || !enabled) return;
    let ended = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const attempt = async (index: number) => {
      const answer = await askRef.current();
      if (ended || !answer.isError || index >= waits.length) return;
      timer = setTimeout(() => void attempt(index + 1), waits[index]);
    };
    void attempt(0);
    return () => {
      ended = true;
      clearTimeout(timer);
    };
  }, [online, enabled, waits]);
}
