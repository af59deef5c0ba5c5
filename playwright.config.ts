import { createHash } from 'node:crypto';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs } from './scripts/ensure-chromium';
import { BUILT_SERVER } from './scripts/build/built-server';

// Each checkout gets its own port, so two working copies can run their journeys at once.
const port =
  Number(process.env.E2E_PORT) ||
  9000 + (createHash('sha1').update(process.cwd()).digest().readUInt16BE(0) % 4000);
const dataDir = `test-results/e2e-data-${port}`;
// The TMDB journeys run against a second server whose catalogue is the fake TMDB.
const tmdbPort = port + 4000;
const fakeTmdbPort = port + 8000;
const tmdbDataDir = `test-results/e2e-data-${tmdbPort}`;
// The TMDB journeys switch the fake into an outage through its control endpoint.
process.env.FAKE_TMDB_ORIGIN = `http://127.0.0.1:${fakeTmdbPort}`;
// A third server with accounts off (AUTH_MODE=anonymous), for the anonymous-mode journeys.
const anonymousPort = port + 12000;
const anonymousDataDir = `test-results/e2e-data-${anonymousPort}`;
// Every journey signs up from 127.0.0.1; the per-IP auth limit itself is tested in vitest.
const AUTH_RATE_LIMIT_PER_MINUTE = '10000';
// ...and so does the cap on new accounts per address per day.
const SIGNUPS_PER_ADDRESS_PER_DAY = '100000';
// Every journey signs up an account: hashed at the test-only cost (decision 0028), which NODE_ENV
// 'test' allows; how passwords are stored is tested in vitest, at the standard cost.
const AUTH_PASSWORD_COST = 'test-only-cheap';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // Three on two cores: a journey mostly waits (for the app's timers, the demo video, expect's
  // polling), and two workers kept the cores about a quarter busy. 26 journeys, back to back on
  // a machine others kept fully busy: 125 s with two workers, 100 s with four, the same CPU time
  // (decision 0029). Four made each journey about twice as slow as alone, and on an idle machine
  // the longest ones (every route's hydration, a keyboard walk to a card) reached the 45 s limit
  // in 1 of 3 full runs: three keep them well inside it.
  workers: 3,
  // A journey that passes on a second try has a race: it is found and fixed, never retried away.
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // The service worker has its own journey (installable-offline.spec.ts, which allows it);
    // elsewhere its background precaching would only add load, and page.route() does not see
    // requests a worker answers.
    serviceWorkers: 'block',
    // A failed journey keeps its trace (each step's DOM, network and console) and a screenshot of
    // the end. The trace's screenshots (a screencast of every step) are left out: they cost as
    // much CPU as the journeys themselves. 22 journeys on two workers, same hour, load 20-28:
    // 67 and 75 s of CPU with them (268 and 288 s; 1 and 2 journeys timed out), 40 s without
    // them (145 s), 36 and 38 s with no trace at all.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      args: chromiumArgs,
    },
  },
  projects: [
    // The TMDB journeys (one at a time) and the anonymous ones first, so that they run beside the
    // chromium project's journeys: listed last, they ran last, the TMDB ones one after another
    // while the other workers had nothing left to run (about 30 s at the end of a run).
    {
      name: 'tmdb',
      testMatch: /\/tmdb[^/]*\.spec\.ts$/,
      // One at a time: a journey that switches the fake TMDB into an outage would otherwise
      // fail another journey's first, uncached page load.
      workers: 1,
      use: { ...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${tmdbPort}` },
    },
    {
      name: 'anonymous',
      testMatch: /\/anonymous[^/]*\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${anonymousPort}` },
    },
    {
      name: 'chromium',
      testIgnore: [/\/tmdb[^/]*\.spec\.ts$/, /\/anonymous[^/]*\.spec\.ts$/],
      use: { ...devices['Desktop Chrome'] },
    },
  ],
  webServer: [
    {
      command: `rm -rf ${dataDir} && node ${BUILT_SERVER}`,
      url: `http://127.0.0.1:${port}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
        AUTH_RATE_LIMIT_PER_MINUTE,
        SIGNUPS_PER_ADDRESS_PER_DAY,
        AUTH_PASSWORD_COST,
      },
    },
    {
      command: `rm -rf ${tmdbDataDir} && node --import tsx src/server/testing/start-app-with-fake-tmdb.ts`,
      url: `http://127.0.0.1:${tmdbPort}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(tmdbPort),
        HOST: '127.0.0.1',
        DATA_DIR: tmdbDataDir,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
        FAKE_TMDB_PORT: String(fakeTmdbPort),
        TMDB_READ_TOKEN: 'e2e-read-token-SECRET',
        TMDB_BASE_URL: `http://127.0.0.1:${fakeTmdbPort}/3`,
        AUTH_RATE_LIMIT_PER_MINUTE,
        SIGNUPS_PER_ADDRESS_PER_DAY,
        AUTH_PASSWORD_COST,
      },
    },
    {
      command: `rm -rf ${anonymousDataDir} && node ${BUILT_SERVER}`,
      url: `http://127.0.0.1:${anonymousPort}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(anonymousPort),
        HOST: '127.0.0.1',
        DATA_DIR: anonymousDataDir,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
        AUTH_MODE: 'anonymous',
        // A real-player stand-in first (tests/e2e/anonymous-real-player.spec.ts routes its host
        // to a fake page), then the demo stream for what it cannot play.
        STREAM_PROVIDERS: JSON.stringify([
          {
            id: 'fake-player',
            name: 'Fake Player',
            movieUrl: 'https://eu1.fake-player.test/movie/{id}',
            tvUrl: 'https://eu1.fake-player.test/tv/{imdb}/{season}/{episode}',
            messageOrigins: ['https://*.fake-player.test'],
            sandbox: 'none',
          },
          {
            id: 'nexus-demo',
            name: 'NEXUS Demo Stream',
            movieUrl: '/embed/movie/{id}?start={start}',
            tvUrl: '/embed/tv/{id}/{season}/{episode}?start={start}',
            messageOrigins: ['self'],
            referrerPolicy: 'same-origin',
            adapter: 'player-event',
          },
        ]),
      },
    },
  ],
});
