import { useEffect, useRef } from 'react';
import { useConnectionStatus } from '@/client/lib/use-connection-status';

/**
 * A page that failed for want of a network tries again by itself when the connection returns
 * (docs/product.md#offline), so nobody has to find the retry button.
 */
export function useRetryOnReconnect(failed: boolean, retry: () => void) {
  const { online } = useConnectionStatus();
  const wasOffline = useRef(!online);
  useEffect(() => {
    if (!online) {
      wasOffline.current = true;
      return;
    }
    if (wasOffline.current && failed) retry();
    wasOffline.current = false;
  }, [online, failed, retry]);
}
