import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { AppOptions } from '@/server/app';
import type { Config } from '@/server/config';
import type { DatabaseKind } from '@/server/db/database';
import { startBackendServer, type BackendServer } from '@/server/db/testing/test-databases';
import { buildAuthApp } from './auth-test-harness';

/**
 * Test support: the two databases every auth test runs against, the default SQLite file and a
 * real Postgres server started from the machine's binaries (without them, see test-databases.ts).
 */
export interface BackendApp {
  app: FastifyInstance;
  config: Config;
}

/**
 * Builds the auth app on one backend for the tests of the surrounding describe block, and
 * reports how long the block took (the Postgres figure goes into the closing notes).
 */
export function useAuthBackend(
  name: DatabaseKind,
  skip: boolean,
  label: string,
  options: Partial<AppOptions> = {},
  env: Record<string, string> = {},
): BackendApp {
  const built = {} as BackendApp;
  let server: BackendServer | undefined;
  let started = 0;

  beforeAll(async () => {
    if (skip) return;
    started = Date.now();
    server = await startBackendServer(name, 'nexus_auth_test');
    const database: Record<string, string> = server.url ? { DATABASE_URL: server.url } : {};
    Object.assign(built, await buildAuthApp({ ...env, ...database }, undefined, options));
  });

  afterAll(async () => {
    if (skip) return;
    await built.app?.close();
    await server?.stop();
    console.info(`${label} on ${name}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  });

  return built;
}
