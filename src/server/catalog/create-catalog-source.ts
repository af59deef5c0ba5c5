import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '@/server/config';
import type { CatalogSource } from './catalog-source';
import { createEmbeddedSource } from './embedded/embedded-source';

/** Chooses the catalogue source at start-up: TMDB when a key is configured, else the embedded one. */
export async function createCatalogSource(
  config: Config,
  log: FastifyBaseLogger,
): Promise<CatalogSource> {
  if (config.TMDB_READ_TOKEN || config.TMDB_API_KEY) {
    log.warn('TMDB key set, but the TMDB source is not built yet; using the embedded catalogue');
  }
  return createEmbeddedSource();
}
