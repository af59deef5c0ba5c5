/// <reference types="vite-plugin-pwa/vanillajs" />
import { registerSW } from 'virtual:pwa-register';
import { inlinedAnswers } from '@/client/lib/bootstrap';
import { KEEP_ANSWERS, type KeepAnswersMessage } from './keep-answers-message';
import { registerServiceWorker } from './register-service-worker';

/**
 * Loaded lazily after the first paint (app/app.tsx), so neither the first load nor the page's
 * largest paint waits for the worker. Apart from register-service-worker.ts because the
 * virtual module exists only in the build.
 */
export function startServiceWorker(controllerAtLoad: ServiceWorker | null) {
  linkWebManifest();
  registerServiceWorker(registerSW, { controllerAtLoad });
  // The page's first answers came inside it (decision 0010), not over the network the worker
  // watches: handed over, they are there for this page offline too.
  const answers = Object.entries(inlinedAnswers()).map(([path, body]) => ({ path, body }));
  if (answers.length === 0) return;
  const message: KeepAnswersMessage = { type: KEEP_ANSWERS, answers };
  void navigator.serviceWorker.ready.then((registration) =>
    registration.active?.postMessage(message),
  );
}

/**
 * The web manifest (public/manifest.webmanifest) is linked here, after the first paint, rather
 * than in index.html, where Chromium fetched it and an icon among the first paint's requests.
 */
function linkWebManifest() {
  if (document.querySelector('link[rel="manifest"]')) return;
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = '/manifest.webmanifest';
  document.head.append(link);
}
