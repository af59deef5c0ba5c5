import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
// The one place the server reaches into client code: the page renderer's types. The code itself
// is the built bundle (dist/ssr), loaded below, never the client's sources.
// eslint-disable-next-line no-restricted-imports
import type { createPageRenderer, PageRenderer } from '@/client/entry-server';
import type { ClientConfig } from '@/shared/client-config';

export type { PageRenderer };

/**
 * Loads the server's page renderer that `npm run build` wrote beside the browser's app
 * (dist/ssr/entry-server.js; decision 0026). Without a build (tests of the API, development
 * through Vite) there is none, and pages are drawn in the browser as before.
 */
export async function loadPageRenderer(
  ssrDir: string,
  config: ClientConfig,
  log: FastifyBaseLogger,
): Promise<PageRenderer | null> {
  const entry = path.join(ssrDir, 'entry-server.js');
  if (!existsSync(entry)) return null;
  try {
    const module = (await import(pathToFileURL(entry).href)) as {
      createPageRenderer: typeof createPageRenderer;
    };
    return await module.createPageRenderer(config);
  } catch (error) {
    log.error(
      { err: error },
      'The page renderer could not be loaded: pages are drawn in the browser',
    );
    return null;
  }
}
