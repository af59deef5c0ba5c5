import autocannon from 'autocannon';
import { catalogListPath, catalogSearchPath, titleDetailPath } from '@/shared/catalog/api-paths';
import { LIBRARY_PATHS } from '@/shared/library/library-api';
import { libraryKeys, saveToVault } from './cluster-http';

interface Viewer {
  cookie: string;
}

/** Movie ids the fake TMDB knows (fake-tmdb-data.ts); the load asks for a few of them. */
const MOVIE_IDS = [1000, 1001, 1002, 1003, 1004, 1005, 1006, 1007];
const QUERIES = ['quantum', 'neon', 'signal', 'iron'];

/**
 * What a crowd of visitors does, through nginx, with autocannon: lists, details and searches,
 * and every fourth request a library push (one new vault item, with its own operation id) by one
 * of `viewers`. `during` runs meanwhile (a rolling restart); the load stops 1 s after it ends.
 * Returns the requests made, those that failed (connection errors, timeouts, non-2xx), and the
 * pushes the cluster accepted that a full pull afterwards does not hold (lost writes).
 */
export async function mixedLoad(options: {
  origin: string;
  viewers: Viewer[];
  /**
   * Requests per second over all connections, a quarter of them pushes shared evenly by the
   * viewers: with `rate / 4 * 60 / viewers.length` well under the library's 120 a minute, no
   * viewer meets its limit however long the load runs, and the pull afterwards fits too.
   */
  rate: number;
  during: () => Promise<void>;
}) {
  const { origin, viewers } = options;
  let step = 0;
  let pushes = 0;
  let nextMovie = 100_000;
  const accepted = new Map<Viewer, string[]>();
  const failures = new Map<string, number>();
  const note = (what: string) => failures.set(what, (failures.get(what) ?? 0) + 1);

  const get = (path: (n: number) => string): autocannon.Request => ({
    method: 'GET',
    setupRequest: (request, context) => {
      context.path = path((step += 1));
      return { ...request, path: context.path as string };
    },
    onResponse: (status, _body, context) => {
      if (status >= 400) note(`${status} ${String(context.path)}`);
    },
  });
  const requests: autocannon.Request[] = [
    get((n) => catalogListPath('movie', n % 2 ? 'popular' : 'top_rated', 1)),
    get((n) => titleDetailPath('movie', MOVIE_IDS[n % MOVIE_IDS.length]!)),
    get((n) => catalogSearchPath('multi', QUERIES[n % QUERIES.length]!, 1)),
    {
      method: 'POST',
      path: LIBRARY_PATHS.push,
      setupRequest: (request, context) => {
        // Pushes go round the viewers in turn, whatever the other requests did meanwhile.
        const viewer = viewers[(pushes += 1) % viewers.length]!;
        const op = saveToVault((nextMovie += 1));
        context.viewer = viewer;
        context.key = op.key;
        return {
          ...request,
          headers: {
            ...request.headers,
            cookie: viewer.cookie,
            'content-type': 'application/json',
          },
          body: JSON.stringify({ ops: [op] }),
        };
      },
      onResponse: (status, _body, context) => {
        if (status !== 200) return note(`${status} push`);
        const viewer = context.viewer as Viewer;
        accepted.set(viewer, [...(accepted.get(viewer) ?? []), context.key as string]);
      },
    },
  ];

  const instance = autocannon({
    url: origin,
    connections: 8,
    overallRate: options.rate,
    duration: 120,
    timeout: 10,
    headers: { origin },
    requests,
  });
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await options.during();
  await new Promise((resolve) => setTimeout(resolve, 1000));
  instance.stop();
  const result = await instance;

  let lost = 0;
  let writes = 0;
  for (const [viewer, keys] of accepted) {
    const held = await libraryKeys(origin, origin, viewer.cookie);
    writes += keys.length;
    lost += keys.filter((key) => !held.has(key)).length;
  }
  return {
    requests: result.requests.total,
    failed: result.errors + result.timeouts + result.non2xx,
    failures,
    writes,
    lost,
    rps: result.requests.average,
  };
}
