/**
 * Set by page-start.ts as the server's page loads, read by main.tsx when the app starts: the
 * service worker that controlled the page then (null: none). Undefined where there is no
 * page-start script (the offline shell).
 */
interface Window {
  nexusControllerAtLoad?: ServiceWorker | null;
}
