import { afterAll, beforeAll, beforeEach } from 'vitest';
import { type FakeTmdbServer, startFakeTmdb } from './fake-tmdb-server';

/**
 * Test support: one fake TMDB for the tests of the surrounding describe block, started before
 * them, back to its default behaviour with no recorded calls before each, closed after them.
 * The server only exists once `beforeAll` has run, so the returned object forwards to it:
 * read it inside tests, not while the block is being declared.
 */
export function useFakeTmdb(options: Parameters<typeof startFakeTmdb>[0]): FakeTmdbServer {
  let server: FakeTmdbServer | undefined;
  const started = () => {
    if (!server) throw new Error('The fake TMDB starts in beforeAll: use it inside a test.');
    return server;
  };
  beforeAll(async () => {
    server = await startFakeTmdb(options);
  });
  afterAll(() => server?.close());
  beforeEach(() => server?.reset());
  return {
    get url() {
      return started().url;
    },
    get port() {
      return started().port;
    },
    get calls() {
      return started().calls;
    },
    get behaviour() {
      return started().behaviour;
    },
    set: (patch) => started().set(patch),
    reset: () => started().reset(),
    close: () => started().close(),
  };
}
