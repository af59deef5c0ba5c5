import { createHash } from 'node:crypto';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs } from './scripts/ensure-chromium';

// Each checkout gets its own port, so two working copies can run their journeys at once.
const port =
  Number(process.env.E2E_PORT) ||
  9000 + (createHash('sha1').update(process.cwd()).digest().readUInt16BE(0) % 4000);
const dataDir = `test-results/e2e-data-${port}`;
// A second server with accounts off (AUTH_MODE=anonymous), for the anonymous-mode journeys.
// Primary ports are 9000-12999, so +4000 never meets another checkout's primary server.
const anonymousPort = port + 4000;
const anonymousDataDir = `test-results/e2e-data-${anonymousPort}`;
const serverEnv = { HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'test' } as const;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      args: chromiumArgs,
    },
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: /anonymous.*\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'] },
    },
    {
      name: 'anonymous',
      testMatch: /anonymous.*\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${anonymousPort}` },
    },
  ],
  webServer: [
    {
      command: `rm -rf ${dataDir} && node --import tsx src/server/index.ts`,
      url: `http://127.0.0.1:${port}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        ...serverEnv,
        PORT: String(port),
        DATA_DIR: dataDir,
        // Every journey signs up from 127.0.0.1; the per-IP limit itself is tested in vitest.
        AUTH_RATE_LIMIT_PER_MINUTE: '10000',
      },
    },
    {
      command: `rm -rf ${anonymousDataDir} && node --import tsx src/server/index.ts`,
      url: `http://127.0.0.1:${anonymousPort}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        ...serverEnv,
        PORT: String(anonymousPort),
        DATA_DIR: anonymousDataDir,
        AUTH_MODE: 'anonymous',
      },
    },
  ],
});
