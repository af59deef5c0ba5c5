import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '@/server/db/database';
import { databaseRateLimitStore } from './database-rate-limit-store';

/** How many requests one bucket may make per window. */
interface RequestBudget {
  max: number;
  timeWindowMs: number;
}

/**
 * Registers @fastify/rate-limit inside the calling plugin, so its limits cover that plugin's
 * routes and nothing else. With a database the counts are shared by every server process
 * (kept apart from other plugins' under `name`); without one (accounts off) they live in this
 * process. Returns the maker of the plugin's limiters, each checked by the plugin's own hook.
 */
export async function registerPluginRateLimit(
  app: FastifyInstance,
  database: Database | null | undefined,
  name: string,
) {
  await app.register(rateLimit, {
    global: false,
    ...(database ? { store: databaseRateLimitStore(database.db, name) } : {}),
  });
  return (budget: RequestBudget, keyOf: (request: FastifyRequest) => string) =>
    app.createRateLimit({ max: budget.max, timeWindow: budget.timeWindowMs, keyGenerator: keyOf });
}
