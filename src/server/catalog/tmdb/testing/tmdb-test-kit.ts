import { createTmdbHttp, type TmdbHttpOptions } from '../tmdb-http';
import { createTmdbSource } from '../tmdb-source';
import type { FakeTmdbServer } from './fake-tmdb-server';

export const TEST_TOKEN = 'test-read-token-SECRET-7f3a';
export const TEST_API_KEY = 'test-api-key-SECRET-91bc';
export const IMAGE_BASE = 'https://image.tmdb.test/t/p';

/** The real TMDB client and source, pointed at the fake, with waits recorded instead of slept. */
export function tmdbAgainst(fake: FakeTmdbServer, overrides: Partial<TmdbHttpOptions> = {}) {
  const sleeps: number[] = [];
  const http = createTmdbHttp({
    baseUrl: fake.url,
    readToken: TEST_TOKEN,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    ...overrides,
  });
  return { http, sleeps, source: createTmdbSource(http, IMAGE_BASE) };
}
