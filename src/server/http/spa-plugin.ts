import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { hasSessionCookie } from '@/server/auth/session-cookie';
import type { Config } from '@/server/config';
import { APP_SHELL_URL } from '@/shared/app-shell-url';
import { notFound } from './errors';
import { secureCookies } from './secure-cookies';
import { readManifest, routeModuleLinks } from './route-chunks';
import { escapeAttribute, pageHead, preloadRoutes } from './route-preloads';

// After the entry script and stylesheet that the build put in <head>: the browser asks for
// those first, so the page's own preloads never queue ahead of them.
const PRELOAD_MARK = '</head>';

const ALWAYS_REVALIDATED = new Set(['service-worker.js', 'manifest.webmanifest']);

/**
 * Serves the built SPA: hashed assets with a year-long cache, and index.html for every
 * other GET that asks for HTML, so deep links work. API paths never fall back to HTML.
 */
export async function spaPlugin(app: FastifyInstance, opts: { config: Config; clientDir: string }) {
  const indexFile = path.join(opts.clientDir, 'index.html');
  const hasBuild = existsSync(indexFile);
  // The page learns the server's public settings from a meta tag: no inline script, so the CSP stays strict.
  // `catalog` tells the page whether title ids are TMDB's own (links to TMDB make sense only then).
  const catalog = opts.config.TMDB_READ_TOKEN || opts.config.TMDB_API_KEY ? 'tmdb' : 'embedded';
  const clientConfig = { authMode: opts.config.AUTH_MODE, version: '2.1.0', catalog };
  const indexHtml = hasBuild
    ? readFileSync(indexFile, 'utf8').replace(
        '<!--nexus-config-->',
        `<meta name="nexus-config" content="${escapeAttribute(JSON.stringify(clientConfig))}" />`,
      )
    : '<!doctype html><title>NEXUS</title><p>The app is not built yet: run <code>npm run build</code>.</p>';
  const markAt = hasBuild ? indexHtml.indexOf(PRELOAD_MARK) : -1;
  const [htmlHead, htmlTail] =
    markAt < 0 ? [indexHtml, ''] : [indexHtml.slice(0, markAt), indexHtml.slice(markAt)];
  const moduleLinks = routeModuleLinks(hasBuild ? readManifest(opts.clientDir) : {}, preloadRoutes);
  const accounts = opts.config.AUTH_MODE !== 'anonymous';

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: opts.clientDir,
      index: false,
      wildcard: false,
      preCompressed: true,
      setHeaders(reply, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        // The browser must see a new service worker (and its manifest) as soon as it is
        // deployed: that is how an open app learns of a new version.
        const revalidate = ALWAYS_REVALIDATED.has(path.basename(filePath));
        reply.header(
          'cache-control',
          immutable
            ? 'public, max-age=31536000, immutable'
            : revalidate
              ? 'no-cache'
              : 'public, max-age=3600',
        );
      },
    });
    // The page the service worker keeps for a navigation that fails offline
    // (docs/product.md#installable-app): the app with the server's public settings and nobody's
    // session or data, whoever asks.
    app.get(APP_SHELL_URL, async (_request, reply) =>
      reply.header('cache-control', 'no-cache').type('text/html').send(indexHtml),
    );
  }

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url;
    const isApi = url.startsWith('/api/') || url === '/api' || url.startsWith('/embed/');
    const wantsHtml = request.method === 'GET' || request.method === 'HEAD';
    if (isApi || !wantsHtml || /\.[a-z0-9]{1,8}(\?|$)/i.test(url)) {
      const error = notFound(`No route for ${request.method} ${url.split('?')[0]}`);
      return reply.code(404).send(error.body());
    }
    if (!htmlTail) return reply.code(200).type('text/html').send(indexHtml);
    // The page carries its session answer, first data and preloads (route-preloads.ts), so it
    // differs by path and by visitor, and a signed-in visitor's page is theirs alone: with their
    // email inline, it is never stored, so it does not outlive their session in the cache.
    const cookie = request.headers.cookie ?? '';
    const head = await pageHead(url.split('?')[0]!, {
      moduleLinks,
      accounts,
      hasSession: hasSessionCookie(cookie),
      fetchLocal: async (path) => {
        const res = await app.inject({
          method: 'GET',
          url: path,
          // The visitor's own address, so per-client limits count the visitor, not the server.
          remoteAddress: request.ip,
          headers: {
            cookie,
            host: request.headers.host ?? 'localhost',
            'user-agent': 'nexus-page',
          },
        });
        const setCookie = res.headers['set-cookie'] ?? [];
        return {
          status: res.statusCode,
          body: res.body,
          setCookie: Array.isArray(setCookie) ? setCookie : [setCookie],
        };
      },
    });
    if (head.setCookie.length > 0)
      reply.header('set-cookie', secureCookies(head.setCookie, request.protocol === 'https'));
    return reply
      .code(200)
      .header('cache-control', head.personal ? 'private, no-store' : 'no-cache')
      .header('vary', 'cookie')
      .type('text/html')
      .send(htmlHead + head.html + htmlTail);
  });
}
