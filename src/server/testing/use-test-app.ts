import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '@/server/app';
import { loadConfig } from '@/server/config';
import { CHEAP_PASSWORDS } from '@/server/auth/testing/cheap-passwords';

export interface TestApp {
  app: FastifyInstance;
}

/**
 * The whole app on a fresh data folder, silent, for the tests of the surrounding describe block
 * that call it through `inject`; closed after them. No client build: the folder stands in for
 * one, so only API and asset routes answer. Filled in `beforeAll`: read `.app` inside tests.
 */
export function useTestApp(env: Record<string, string> = {}): TestApp {
  const built = {} as TestApp;
  beforeAll(async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'nexus-app-'));
    built.app = await buildApp({
      config: loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dir, ...CHEAP_PASSWORDS, ...env }),
      clientDir: dir,
    });
  });
  afterAll(() => built.app?.close());
  return built;
}
