import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '@/server/config';
import type { AppDatabase } from '@/server/db/app-database';
import { createCachedSource } from './cache/cached-source';
import { sharedCatalogCache } from './cache/shared-catalog-cache';
import type { CatalogSource } from './catalog-source';
import { createEmbeddedSource } from './embedded/embedded-source';
import { TmdbError, createTmdbHttp, type TmdbHttpOptions } from './tmdb/tmdb-http';
import { createTmdbSource } from './tmdb/tmdb-source';
import { createTmdbKidsSource } from './tmdb/tmdb-kids';
import { createTmdbMapper } from './tmdb/tmdb-map';
import { withEnglishOverviews } from './tmdb/english-overviews';
import { cachedAiring, createTmdbAiring } from './tmdb/tmdb-airing';

/** How long past its TTL an answer may still cover for a failing TMDB. */
const STALE_IF_ERROR_MS = 24 * 60 * 60_000;

/**
 * Chooses the catalogue source at start-up: TMDB (behind the response cache) when a read token
 * or key is configured, else the embedded catalogue. The TMDB key is checked once here: a
 * rejected key logs one clear line and the API then answers 503 `catalog-unavailable`.
 */
export async function createCatalogSource(
  config: Config,
  log: FastifyBaseLogger,
  httpOverrides: Partial<TmdbHttpOptions> = {},
  /** The app's database: on Postgres, the servers of a cluster share their TMDB answers there. */
  database?: Pick<AppDatabase, 'db' | 'kind' | 'up'>,
): Promise<CatalogSource> {
  if (!config.TMDB_READ_TOKEN && !config.TMDB_API_KEY) return createEmbeddedSource();

  const http = createTmdbHttp({
    baseUrl: config.TMDB_BASE_URL,
    readToken: config.TMDB_READ_TOKEN,
    apiKey: config.TMDB_API_KEY,
    ...httpOverrides,
  });
  const tmdb = createTmdbSource(http, config.TMDB_IMAGE_BASE_URL);
  try {
    // The start-up check does not retry: a slow TMDB must not hold the server back.
    await createTmdbHttp({
      baseUrl: config.TMDB_BASE_URL,
      readToken: config.TMDB_READ_TOKEN,
      apiKey: config.TMDB_API_KEY,
      ...httpOverrides,
      retries: 0,
      timeoutMs: Math.min(httpOverrides.timeoutMs ?? 5000, 5000),
    })('/authentication');
    log.info({ source: 'tmdb' }, 'catalogue: TMDB key accepted');
  } catch (error) {
    if (error instanceof TmdbError && error.kind === 'unauthorized') {
      tmdb.markRejected();
      log.error(
        `catalogue: TMDB rejected the configured ${config.TMDB_READ_TOKEN ? 'TMDB_READ_TOKEN' : 'TMDB_API_KEY'} (HTTP 401); /api/catalog answers 503 catalog-unavailable until it is fixed and the server restarted`,
      );
    } else {
      log.warn(
        `catalogue: TMDB could not be reached at start-up (${(error as Error).message}); requests will try again`,
      );
    }
  }
  const cacheOptions = {
    staleIfErrorMs: STALE_IF_ERROR_MS,
    ...(database
      ? { shared: sharedCatalogCache({ database, log, keepStaleMs: STALE_IF_ERROR_MS }) }
      : {}),
    onRefreshError: (key: string, error: unknown) =>
      log.warn({ key, err: (error as Error).message }, 'catalogue: background refresh failed'),
  };
  const cached = createCachedSource(tmdb, cacheOptions);
  // A kids profile's TMDB (tmdb-kids.ts): built on the cached source, cached apart from it.
  const kids = createTmdbKidsSource({
    get: http,
    grown: cached,
    map: createTmdbMapper(config.TMDB_IMAGE_BASE_URL),
  });
  // Answers in the request's language, an untranslated overview filled from English (issue 33).
  return Object.assign(withEnglishOverviews(cached), {
    kids: withEnglishOverviews(createCachedSource(kids, { ...cacheOptions, keyPrefix: 'kids:' })),
    // The calendar's air dates (issue 34), cached apart and for an hour at most.
    airing: cachedAiring(createTmdbAiring(http, config.TMDB_IMAGE_BASE_URL), cacheOptions),
  });
}
