import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import { authPlugin } from './auth/auth-plugin';
import { catalogPlugin } from './catalog/catalog-plugin';
import type { CatalogSource } from './catalog/catalog-source';
import { createCatalogSource } from './catalog/create-catalog-source';
import { chatPlugin } from './chat/chat-plugin';
import type { Config } from './config';
import { embedPlugin } from './embed/embed-plugin';
import { loadStreamProviders, streamFrameOrigins } from './embed/stream-providers';
import { registerCompression } from './http/compression';
import { errorHandler } from './http/error-handler';
import { registerSecurityHeaders } from './http/security-headers';
import { spaPlugin } from './http/spa-plugin';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface AppOptions {
  config: Config;
  /** Tests inject a source; otherwise it is chosen from the config. */
  catalogSource?: CatalogSource;
  /** Where the built SPA lives; defaults to dist/client. */
  clientDir?: string;
}

/** Builds the whole server without listening, so tests can `inject` or listen on a free port. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : { level: config.LOG_LEVEL, redact: ['req.headers.cookie', 'req.headers.authorization'] },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 64 * 1024,
    // Request ids help trace one request through the logs; clients may not choose them.
    requestIdHeader: false,
  });

  app.setErrorHandler(errorHandler);
  registerCompression(app);
  const streamProviders = loadStreamProviders(config);
  // Trailers open in a new window, but the host stays allowed for a framed trailer.
  await registerSecurityHeaders(app, {
    config,
    frameSources: ['https://www.youtube.com', ...streamFrameOrigins(streamProviders)],
  });

  app.get('/healthz', async () => ({ status: 'ok', uptime: Math.round(process.uptime()) }));

  const source = options.catalogSource ?? (await createCatalogSource(config, app.log));
  await app.register(catalogPlugin, { source });
  await app.register(authPlugin, { config });
  await app.register(chatPlugin, { config });
  await app.register(embedPlugin, { config, providers: streamProviders });
  await app.register(spaPlugin, {
    config,
    clientDir: options.clientDir ?? path.join(projectRoot, 'dist/client'),
  });

  return app;
}
