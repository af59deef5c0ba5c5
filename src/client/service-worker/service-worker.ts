import { clientsClaim } from 'workbox-core';
import { CacheExpiration, ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { APP_SHELL_URL } from '@/shared/app-shell-url';
import { runtimeCaches } from './cache-names';
import { answersToKeep } from './keep-answers-message';
import { noticeTarget, readNoticePayload } from './push-notices';
import { routeFor } from './request-routes';

/*
 * The installable app's service worker (docs/product.md#installable-app), built by
 * vite-plugin-pwa's injectManifest: Workbox does the caching, this file only says what goes
 * where (request-routes.ts). The app's files are precached, so a page keeps the chunks of the
 * version it started with until the person chooses 'Reload' on 'A new version of NEXUS is
 * ready' (the new worker waits until then).
 */

// The worker's global scope, typed by hand: the project's TypeScript runs with the DOM library,
// and the WebWorker one cannot be loaded beside it.
interface WaitUntilEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface PushEvent extends WaitUntilEvent {
  data: { text(): string } | null;
}
interface NotificationClickEvent extends WaitUntilEvent {
  notification: Notification;
}
interface WindowClient {
  url: string;
  focus(): Promise<WindowClient>;
  navigate(url: string): Promise<WindowClient | null>;
}
interface WorkerScope {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
  location: Location;
  registration: {
    navigationPreload?: { enable(): Promise<void> };
    showNotification(title: string, options: NotificationOptions): Promise<void>;
  };
  clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<WindowClient[]>;
    openWindow(url: string): Promise<WindowClient | null>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: WaitUntilEvent) => void): void;
  addEventListener(type: 'push', listener: (event: PushEvent) => void): void;
  addEventListener(
    type: 'notificationclick',
    listener: (event: NotificationClickEvent) => void,
  ): void;
  addEventListener(
    type: 'message',
    listener: (event: MessageEvent & { waitUntil(promise: Promise<unknown>): void }) => void,
  ): void;
}
declare const self: WorkerScope;

const SHELL_CACHE = 'nexus-shell-v1';
/** The shell carries the server's public settings (auth mode, catalogue): kept fresh while online. */
const SHELL_REFRESH_MS = 10 * 60_000;
let shellFetchedAt = 0;

async function refreshShell() {
  shellFetchedAt = Date.now();
  const cache = await caches.open(SHELL_CACHE);
  // Without cookies: the shell is nobody's page.
  await cache.add(new Request(APP_SHELL_URL, { credentials: 'omit', cache: 'no-store' }));
}

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

self.addEventListener('install', (event) => event.waitUntil(refreshShell()));
self.addEventListener('activate', (event) => {
  // The page request starts while the worker wakes up, so a controlled page loads no slower.
  event.waitUntil(self.registration.navigationPreload?.enable() ?? Promise.resolve());
});
// The first install takes the open pages at once (they run this very version), so they work
// offline without a reload; an update waits for 'Reload' (workbox-window posts SKIP_WAITING).
clientsClaim();
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
  const answers = answersToKeep(event.data);
  if (answers.length > 0) event.waitUntil(keepAnswers(answers));
});

const origin = self.location.origin;

// New-episode notices (push-notices.ts): shown as the server wrote them, in the profile's language.
self.addEventListener('push', (event) => {
  const notice = readNoticePayload(event.data?.text());
  if (!notice) return;
  event.waitUntil(
    self.registration.showNotification(notice.title, {
      body: notice.body,
      tag: notice.tag,
      icon: '/icons/icon-192.png',
      data: { url: notice.url },
    }),
  );
});
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = noticeTarget(event.notification.data, origin);
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(async (windows) => {
      const open = windows.find((client) => new URL(client.url).origin === origin);
      if (open) return (await open.navigate(target))?.focus() ?? open.focus();
      return self.clients.openWindow(target);
    }),
  );
});
const routeOf = (request: Request, url: URL) =>
  routeFor({ url, method: request.method, mode: request.mode, origin });

registerRoute(
  ({ request, url }) => routeOf(request, url) === 'page',
  async ({ request, event }) => {
    const fetchEvent = event as Event & { preloadResponse?: Promise<Response | undefined> };
    try {
      const response = (await fetchEvent.preloadResponse) ?? (await fetch(request));
      if (Date.now() - shellFetchedAt > SHELL_REFRESH_MS) void refreshShell().catch(() => {});
      return response;
    } catch {
      const shell = await caches.match(APP_SHELL_URL, { cacheName: SHELL_CACHE });
      return shell ?? Response.error();
    }
  },
);

const catalogLimits = { maxEntries: 300, maxAgeSeconds: 7 * 24 * 3600 };
registerRoute(
  ({ request, url }) => routeOf(request, url) === 'catalog',
  new NetworkFirst({
    cacheName: runtimeCaches.catalog,
    plugins: [new ExpirationPlugin(catalogLimits)],
  }),
);

/** The answers a page came with (start-service-worker.ts), kept as if fetched, with their limits. */
async function keepAnswers(answers: { path: string; body: unknown }[]) {
  const cache = await caches.open(runtimeCaches.catalog);
  const expiration = new CacheExpiration(runtimeCaches.catalog, catalogLimits);
  for (const { path, body } of answers) {
    const url = new URL(path, origin);
    if (routeFor({ url, method: 'GET', mode: 'cors', origin }) !== 'catalog') continue;
    const headers = {
      'content-type': 'application/json; charset=utf-8',
      date: new Date().toUTCString(),
    };
    await cache.put(url.href, new Response(JSON.stringify(body), { headers }));
    await expiration.updateTimestamp(url.href);
  }
  await expiration.expireEntries();
}

registerRoute(
  ({ request, url }) => routeOf(request, url) === 'art',
  new CacheFirst({
    cacheName: runtimeCaches.art,
    plugins: [new ExpirationPlugin({ maxEntries: 600, maxAgeSeconds: 30 * 24 * 3600 })],
  }),
);
