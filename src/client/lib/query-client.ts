import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { isMobileDevice } from './device';

/**
 * The product's API retry rule (docs/product.md#requests-from-the-browser): one attempt on
 * desktop, three on a phone, whose network drops more often; between attempts wait 1 s, doubling,
 * at most 5 s. Answers that will not change (4xx) are never retried.
 */
function attemptsFor(mobile: boolean) {
  return mobile ? 3 : 1;
}

export function retryDelayMs(failureCount: number) {
  return Math.min(1000 * 2 ** Math.max(0, failureCount), 5000);
}

export function shouldRetry(failureCount: number, error: unknown, mobile: boolean) {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < attemptsFor(mobile) - 1;
}

/** One query client for the app. */
export function createQueryClient(mobile = isMobileDevice()) {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * 60_000,
        gcTime: 10 * 60_000,
        refetchOnWindowFocus: false,
        // Ask even when the browser says it is offline: the service worker may hold the answer
        // (docs/product.md#installable-app), and a failure shows the page's error state rather
        // than a skeleton that waits for the network.
        networkMode: 'always',
        retry: (failureCount, error) => shouldRetry(failureCount, error, mobile),
        retryDelay: (failureCount) => retryDelayMs(failureCount - 1),
      },
    },
  });
}
