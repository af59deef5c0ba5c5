import type { RegisterSWOptions } from 'vite-plugin-pwa/types';
import { notify } from '@/client/lib/notices';

/**
 * Registers the service worker (docs/product.md#installable-app) through vite-plugin-pwa's
 * `registerSW` (start-service-worker.ts passes it in), and offers the update it finds.
 */

type RegisterSW = (options: RegisterSWOptions) => (reloadPage?: boolean) => Promise<void>;

/** How often an open app asks whether a new version is out (the browser also asks on navigations). */
const UPDATE_CHECK_MS = 60 * 60_000;
/** The offer stays until taken or dismissed. */
const OFFER_MS = 24 * 3600_000;

export function registerServiceWorker(register: RegisterSW) {
  let offered = false;
  const activateUpdate = register({
    immediate: true,
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
