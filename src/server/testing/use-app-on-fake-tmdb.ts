import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '@/server/app';
import { createCatalogSource } from '@/server/catalog/create-catalog-source';
import type { FakeTmdbServer } from '@/server/catalog/tmdb/testing/fake-tmdb-server';
import { TEST_TOKEN } from '@/server/catalog/tmdb/testing/tmdb-test-kit';
import { loadConfig } from '@/server/config';

const silentLog = {
  error: () => undefined,
  warn: () => undefined,
  info: () => undefined,
} as unknown as FastifyInstance['log'];

/**
 * The whole app on the TMDB source, pointed at the fake TMDB (anonymous, silent, a fresh data
 * folder), for the describe block's tests; closed after them. Filled in `beforeAll`: read
 * `.app` inside tests.
 */
export function useAppOnFakeTmdb(fake: FakeTmdbServer, env: Record<string, string> = {}) {
  const served = {} as { app: FastifyInstance };
  beforeAll(async () => {
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      AUTH_MODE: 'anonymous',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'nexus-tmdb-app-')),
      TMDB_BASE_URL: fake.url,
      TMDB_READ_TOKEN: TEST_TOKEN,
      ...env,
    });
    const source = await createCatalogSource(config, silentLog, { sleep: async () => undefined });
    served.app = await buildApp({ config, catalogSource: source, clientDir: tmpdir() });
  });
  afterAll(() => served.app?.close());
  return served;
}
