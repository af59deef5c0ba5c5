import { APP_SHELL_URL } from '@/shared/app-shell-url';

/**
 * Which requests the service worker answers how (docs/product.md#installable-app), as plain
 * functions so they are tested without a worker.
 *
 * - Pages always come from the network: the server inlines the visitor's session and first data
 *   into each page (decision 0010), so a stored page could show one person's page to the next
 *   on a shared browser. Only when the network fails does the bare app shell stand in.
 * - Catalogue answers: network first, the last answer when the network fails.
 * - Generated art: from the cache once fetched (a URL's image never changes).
 * - Everything personal or live (auth, library, chat, the stream) is never stored.
 */
export type RequestRoute = 'page' | 'catalog' | 'art' | 'network';

interface RequestFacts {
  url: URL;
  method: string;
  mode: string;
  /** The worker's own origin. */
  origin: string;
}

export function routeFor({ url, method, mode, origin }: RequestFacts): RequestRoute {
  if (method !== 'GET' || url.origin !== origin) return 'network';
  if (mode === 'navigate') return isAppPage(url) ? 'page' : 'network';
  if (url.pathname.startsWith('/api/catalog/')) return 'catalog';
  if (url.pathname.startsWith('/api/art/')) return 'art';
  return 'network';
}

/** Navigations the app itself renders: not the API, the stream frame, files or the shell. */
function isAppPage(url: URL) {
  const path = url.pathname;
  return !(
    path.startsWith('/api/') ||
    path.startsWith('/embed/') ||
    path === '/healthz' ||
    path === APP_SHELL_URL ||
    /\.[a-z0-9]{1,12}$/i.test(path)
  );
}
