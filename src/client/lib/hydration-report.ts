/**
 * A server-rendered page whose first client render differed (a hydration mismatch): React
 * recovers by rendering that part again in the browser, which the visitor may see as a flash.
 * Each one is logged with the `hydration:` prefix, for journeys and developers, and counted on
 * the server (POST /api/hydration-report, one line in its log), so operators see it too.
 */
const MAX_REPORTS = 5;
let sent = 0;

export function reportHydrationMismatch(error: unknown) {
  const message = error instanceof Error ? error.message : String(error);
  console.error(`hydration: ${message}`);
  if (sent >= MAX_REPORTS) return;
  sent += 1;
  const body = JSON.stringify({ path: location.pathname, message: message.slice(0, 300) });
  // A beacon: it goes even as the page is left, and it never holds anything up.
  navigator.sendBeacon?.('/api/hydration-report', new Blob([body], { type: 'application/json' }));
}
