import { useCallback } from 'react';
import { useAskAgainWhenBackOnline } from './use-ask-again-when-back-online';
import { useOnline } from './use-connection-status';

/**
 * A page whose one answer failed with nothing to show (`failed`; a failed refresh keeps the page
 * it has): `retry` for its button, and, back online, it asks again by itself (and again while
 * the network catches up). For title pages and the calendar; `online` for their notes.
 */
export function useAnswerRecovery(refetch: () => Promise<{ isError: boolean }>, failed: boolean) {
  const online = useOnline();
  const retry = useCallback(() => void refetch(), [refetch]);
  useAskAgainWhenBackOnline(online, refetch, { enabled: failed });
  return { online, retry };
}
