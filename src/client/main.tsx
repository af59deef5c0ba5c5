import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { App } from './app/app';
import { pageI18n, startLanguage, startPageLanguage } from './i18n/page-language';
import { bootstrapDateSettings, takeBootstrapQueries } from './lib/bootstrap';
import { DateSettingsContext, rememberDateSettings } from './lib/date-format';
import { isLowEndDevice } from './lib/device';
import { startFontLoading } from './lib/font-loading';
import { createQueryClient } from './lib/query-client';
import { reportHydrationMismatch } from './lib/hydration-report';
import { whenIdle } from './lib/when-idle';
import './styles/theme.css';

// A server-rendered page was marked as its head was parsed (src/shared/low-end-flag.ts): marked
// again, the whole page's style would be computed again. The offline shell and development are not.
if (isLowEndDevice() && document.documentElement.dataset.lowEnd === undefined)
  document.documentElement.dataset.lowEnd = '';
startFontLoading();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// The query cache the server rendered the page from (src/client/entry-server.tsx), so the first
// render here is the server's, to the letter.
const queryClient = createQueryClient();
const queries = takeBootstrapQueries();
if (queries) hydrate(queryClient, queries);
// The zone and locale the server printed the page's dates in: hydration prints the same.
const app = (
  <StrictMode>
    <DateSettingsContext.Provider value={bootstrapDateSettings()}>
      <App queryClient={queryClient} />
    </DateSettingsContext.Provider>
  </StrictMode>
);

// The server painted the page (presses on it are held until React has it: page-start/).
const rendered = root.hasChildNodes();

/**
 * First the page's messages, which page-start asked for beside this script: hydration must print
 * the server's very words. A catalogue that cannot load (offline before the app was kept) falls
 * back to English, then to the code's own texts.
 */
async function start() {
  await startPageLanguage(startLanguage(rendered)).catch(() =>
    startPageLanguage('en').catch(() => pageI18n.loadAndActivate({ locale: 'en', messages: {} })),
  );
  if (rendered) {
    // React takes the server's page over in place (decision 0026), in a transition: it hydrates
    // in slices of a few milliseconds and lets the browser answer in between, where a plain
    // hydration is one long task (a quarter of a second on a slow phone for /browse).
    startTransition(() => {
      hydrateRoot(root!, app, { onRecoverableError: reportHydrationMismatch });
    });
  } else {
    // No server rendering (the offline shell, development): the page is drawn here. A
    // transition: React renders the first screen in slices and lets a slow phone breathe.
    const reactRoot = createRoot(root!);
    startTransition(() => reactRoot.render(app));
  }
}
void start();

// For the next page the server renders: dates in this browser's zone and locale, read when the
// page is put away (another tab or app, left, closed). The first Intl date or number formatter a
// page builds loads the locale data, about 80 ms in one piece on a slow phone; read a second
// after load, it was the page's longest task after its first paint (Lighthouse's TBT).
document.addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'hidden') rememberDateSettings();
});

/**
 * The installable app's service worker (docs/product.md#installable-app) registers from lazy
 * code 3 s after the page has loaded, when it is quiet: by then the page's own later pieces
 * (card actions, the avatar menu, the library sync) have come from the network. Registered
 * sooner, its first download of the app (about 770 KB) competed with them, and once it took the
 * page they arrived at once from its cache and ran back to back: Lighthouse's TBT on /browse
 * went from about 20 to 55 ms. Not in development, where Vite serves modules it would not know.
 */
const SERVICE_WORKER_DELAY_MS = 3000;
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  // The version this page was loaded from: one that takes over before the registration runs
  // still reloads the page.
  // Read by page-start.ts as the page loaded; the offline shell has no page-start and reads it
  // here, as its app starts with the page.
  const controllerAtLoad =
    window.nexusControllerAtLoad !== undefined
      ? window.nexusControllerAtLoad
      : navigator.serviceWorker.controller;
  whenIdle(
    () =>
      void import('@/client/service-worker/start-service-worker')
        .then((module) => module.startServiceWorker(controllerAtLoad))
        .catch(() => undefined),
    SERVICE_WORKER_DELAY_MS,
  );
}
