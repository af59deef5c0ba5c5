import { holdEarlyClicksUntilReady, releaseEarlyClicks } from './early-clicks';
import { whenPainted } from './when-painted';

/**
 * The one script a server-rendered page names (decision 0036). The page can be read without any
 * script; this one, about 1.5 KB compressed, holds presses and typing on the page and asks for the
 * app only once the page, with its images, is on the screen: on a slow connection the app's
 * 180 KB no longer share the line with the posters the visitor is looking at, and the largest of
 * them paints as soon as the page alone allows. The app then takes the page over (main.tsx).
 *
 * The server lists what to load on this script's tag (src/server/http/page-start-tag.ts): the
 * app's entry first, then the chunks it and the page's route import, fetched side by side, and
 * the page's messages. A page the server could not render has nothing to wait for.
 */
const MAX_WAIT_MS = 2000;

/**
 * The service worker the page was loaded from, read now: the app starts later, and a new version
 * that takes over in between (after 'Reload' in another tab) must still reload this page
 * (register-service-worker.ts). A global, as the app shares no module with this script.
 */
window.nexusControllerAtLoad = navigator.serviceWorker?.controller ?? null;

const tag = document.querySelector<HTMLScriptElement>('script[data-modules]');
// Only our own build's files: the attribute is the server's, but nothing else is ever loaded.
const ours = (href: string) => href.startsWith('/assets/');
const [entry, ...chunks] = (tag?.dataset.modules ?? '').split(' ').filter(ours);
const messages = tag?.dataset.messages;

function preload(href: string, as?: 'fetch') {
  const link = document.createElement('link');
  link.rel = as ? 'preload' : 'modulepreload';
  if (as) link.setAttribute('as', as);
  link.crossOrigin = 'anonymous';
  link.href = href;
  document.head.append(link);
}

/**
 * Preloads added in one task at most. Each link asks for its file there and then, about a
 * millisecond on a slow phone: a title page's two dozen in one go were a long task (50-110 ms
 * at 4x CPU), right as the page became something to read.
 */
const LINKS_PER_TASK = 6;

function startApp() {
  const asks = chunks.map((chunk) => () => preload(chunk));
  if (messages && ours(messages)) asks.push(() => preload(messages, 'fetch'));
  const next = () => {
    for (const ask of asks.splice(0, LINKS_PER_TASK)) ask();
    if (asks.length > 0) setTimeout(next, 0);
  };
  next();
  // An app that cannot load leaves the page as it is without one: links, and forms that post to
  // the server (the sign-in form does), so nothing stays held.
  if (entry) import(/* @vite-ignore */ entry).catch(releaseEarlyClicks);
}

// The whole page, header included: its menus are buttons too.
const painted = document.querySelector('#root > *');
if (painted) {
  holdEarlyClicksUntilReady(painted.parentElement!);
  whenPainted(startApp, MAX_WAIT_MS);
} else startApp();
