import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseInput } from './validate';

/** What a page reports when its first render in the browser differed from the server's. */
const reportSchema = z.object({
  path: z.string().max(200),
  message: z.string().max(300),
});

/** At most this many reports reach the log per minute, whoever sends them; the rest are counted. */
const LOGGED_PER_MINUTE = 30;
const MINUTE_MS = 60_000;

/**
 * POST /api/hydration-report (src/client/lib/hydration-report.ts): a hydration mismatch seen in a
 * visitor's browser, one warning line in the server's log, so operators see what journeys see.
 * The body is small and checked, the log bounded; nothing is stored.
 */
export async function hydrationReportRoute(app: FastifyInstance) {
  let windowStart = 0;
  let logged = 0;
  let dropped = 0;
  app.post('/api/hydration-report', { bodyLimit: 1024 }, async (request, reply) => {
    const report = parseInput(reportSchema, request.body);
    const now = Date.now();
    if (now - windowStart >= MINUTE_MS) {
      windowStart = now;
      logged = 0;
    }
    if (logged < LOGGED_PER_MINUTE) {
      logged += 1;
      app.log.warn({ path: report.path, mismatch: report.message, dropped }, 'hydration mismatch');
    } else dropped += 1;
    return reply.code(204).send();
  });
}
