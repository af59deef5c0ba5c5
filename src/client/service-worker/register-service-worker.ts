import type { RegisterSWOptions } from 'vite-plugin-pwa/types';
import { notify } from '@/client/lib/notices';

/**
 * Registers the service worker (docs/product.md#installable-app) through vite-plugin-pwa's
 * `registerSW` (start-service-worker.ts passes it in), and offers the update it finds.
 */

type RegisterSW = (options: RegisterSWOptions) => (reloadPage?: boolean) => Promise<void>;
type WorkerContainer = Pick<ServiceWorkerContainer, 'controller' | 'addEventListener'>;

/** How often an open app asks whether a new version is out (the browser also asks on navigations). */
const UPDATE_CHECK_MS = 60 * 60_000;
/** The offer stays until taken or dismissed. */
const OFFER_MS = 24 * 3600_000;

interface PageFacts {
  /** The worker that controlled the page when it loaded: the version its chunks are from. */
  controllerAtLoad: ServiceWorker | null;
  workers?: WorkerContainer;
  reload?: () => void;
}

export function registerServiceWorker(register: RegisterSW, page: PageFacts) {
  const { workers = navigator.serviceWorker, reload = () => window.location.reload() } = page;
  reloadWhenANewVersionTakesOver(page.controllerAtLoad, workers, reload);
  let offered = false;
  const activateUpdate = register({
    immediate: true,
    // Reloading is ours (below): the plugin reloads only a page that was already controlled
    // when it registered, so a first visit that met an update stayed on its old chunks.
    onNeedReload: () => {},
    // A new version is installed and waiting: this page keeps the version it started with until
    // the person reloads, so it never mixes old and new chunks.
    onNeedRefresh() {
      if (offered) return;
      offered = true;
      notify({
        message: 'A new version of NEXUS is ready',
        action: { label: 'Reload', run: () => void activateUpdate(true) },
        durationMs: OFFER_MS,
      });
    },
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
    },
  });
}

/**
 * Every open page reloads when a new version takes over (after 'Reload' in any of them): its
 * chunks are the old version's, which the new worker no longer keeps. The first worker taking a
 * page that had none is the same version, so that page stays.
 */
function reloadWhenANewVersionTakesOver(
  controllerAtLoad: ServiceWorker | null,
  workers: WorkerContainer,
  reload: () => void,
) {
  // Taken over already, between the page's load and this code (which runs seconds later): the
  // worker the page loaded from has been replaced. (Its state, not a comparison of objects,
  // so that a browser handing out a new object for the same worker can never loop reloads.)
  if (controllerAtLoad?.state === 'redundant') return reload();
  let controlled = workers.controller !== null;
  workers.addEventListener('controllerchange', () => {
    if (controlled) reload();
    controlled = true;
  });
}
