import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Config } from '@/server/config';
import { APP_SHELL_URL } from '@/shared/app-shell-url';
import { readDateSettings, type DateSettings } from '@/shared/date-settings';
import { requestLanguage, type Language } from '@/shared/i18n/languages';
import { notFound } from './errors';
import { acceptsEncoding, createFixedBodies, pickEncoding, type FixedBodies } from './compression';
import { createJoinedGzip, type PageParts } from './joined-gzip';
import { replayToSignedOut } from './hot-responses';
import { secureCookies } from './secure-cookies';
import { readManifest, routeChunkFiles } from './route-chunks';
import { pageStart } from './page-start-tag';
import { LRUCache } from 'lru-cache';
import { APP_VERSION, type ClientConfig } from '@/shared/client-config';
import { loadPageRenderer } from './page-renderer';
import { sharedRenders, type SharedPage } from './shared-renders';
import { LOW_END_FLAG_SCRIPT } from '@/shared/low-end-flag';
import {
  bootstrapParts,
  escapeAttribute,
  pageHead,
  preloadRoutes,
  type HeadContext,
} from './route-preloads';

// At the end of <head>, after the inlined stylesheet: the page's data, its largest image's preload
// and its one script tag (page-start-tag.ts).
const PRELOAD_MARK = '</head>';

// The page's language replaces the build's (docs/product.md#languages).
const HTML_LANG = '<html lang="en">';

const ALWAYS_REVALIDATED = new Set(['service-worker.js', 'manifest.webmanifest']);

export interface SpaPluginOptions {
  config: Config;
  clientDir: string;
  /** Whether a Cookie header carries a session, valid or not (auth/session-cookie.ts). */
  hasSession: (cookieHeader: string) => boolean;
}

/**
 * Serves the built SPA: hashed assets with a year-long cache, and index.html for every
 * other GET that asks for HTML, so deep links work. API paths never fall back to HTML.
 */

export async function spaPlugin(app: FastifyInstance, opts: SpaPluginOptions) {
  const indexFile = path.join(opts.clientDir, 'index.html');
  const hasBuild = existsSync(indexFile);
  // The page learns the server's public settings from a meta tag, not an inline script: the CSP
  // allows one inline script only, by its hash (security-headers.ts).
  // `catalog` tells the page whether title ids are TMDB's own (links to TMDB make sense only then).
  const catalog = opts.config.TMDB_READ_TOKEN || opts.config.TMDB_API_KEY ? 'tmdb' : 'embedded';
  const clientConfig: ClientConfig = {
    authMode: opts.config.AUTH_MODE,
    version: APP_VERSION,
    catalog,
  };
  const indexHtml = hasBuild
    ? readFileSync(indexFile, 'utf8').replace(
        '<!--nexus-config-->',
        `<meta name="nexus-config" content="${escapeAttribute(JSON.stringify(clientConfig))}" />`,
      )
    : '<!doctype html><title>NEXUS</title><p>The app is not built yet: run <code>npm run build</code>.</p>';
  // Pages carry their styles inline (about 9 KB compressed): the first paint then waits for no
  // stylesheet request. The offline shell keeps the link, which the service worker holds.
  const manifest = hasBuild ? readManifest(opts.clientDir) : {};
  // The page names one script, which asks for the app once the page has painted (decision 0036).
  const start = pageStart(manifest);
  // A low-end device is marked before the first style is computed (src/shared/low-end-flag.ts).
  const pageHtml = hasBuild
    ? inlineStylesheets(start ? start.template(indexHtml) : indexHtml, opts.clientDir).replace(
        '<head>',
        `<head><script>${LOW_END_FLAG_SCRIPT}</script>`,
      )
    : indexHtml;
  const markAt = hasBuild ? pageHtml.indexOf(PRELOAD_MARK) : -1;
  const [htmlHead, htmlTail] =
    markAt < 0 ? [pageHtml, ''] : [pageHtml.slice(0, markAt), pageHtml.slice(markAt)];
  const routeChunks = routeChunkFiles(manifest, preloadRoutes);
  const accounts = opts.config.AUTH_MODE !== 'anonymous';
  const renderer = hasBuild
    ? await loadPageRenderer(path.join(path.dirname(opts.clientDir), 'ssr'), clientConfig, app.log)
    : null;
  const renderPage = renderer ? sharedRenders(renderer) : null;
  const [rootOpen, rootClose] = ['<div id="root">', '</div>'];
  const rootAt = htmlTail.indexOf(`${rootOpen}${rootClose}`);
  /**
   * Pages that hold nobody's data and no catalogue answer (the sign-in screen, a 404, /error,
   * the redirects of a signed-out visitor) are the same for everyone until the next build: they
   * are rendered once and kept, a bounded number of them, since any path can be asked for.
   */
  const publicPages = new LRUCache<string, FixedAnswer>({ max: 200 });
  /**
   * Their bytes are fixed too, so each is compressed once, at the best ratio, and a request
   * only picks its encoding (and, in the HTTP server, skips Fastify: hot-responses.ts).
   */
  const fixedBodies = createFixedBodies();
  const joinedGzip = createJoinedGzip();
  /**
   * A page's bytes up to its session, in each language: one string for every request, so that
   * joined-gzip.ts finds its compressed copy without a page's worth of text made and compared
   * each time. Six languages, one opening of the data block: a handful of entries.
   */
  const prefixes = new Map<string, string>();
  function pagePrefix(language: Language, dataOpen: string) {
    const key = `${language} ${dataOpen}`;
    let prefix = prefixes.get(key);
    if (prefix === undefined) {
      prefix = htmlHead.replace(HTML_LANG, `<html lang="${language}">`) + dataOpen;
      prefixes.set(key, prefix);
    }
    return prefix;
  }

  /** The page for `url`: its head, and its body rendered on the server when there is a renderer. */
  async function renderAnswer(
    url: string,
    ctx: HeadContext,
    visitorDates: DateSettings | null,
    language: Language,
  ): Promise<RenderedAnswer> {
    const head = await pageHead(url, ctx);
    const boot = head.boot;
    const answer: RenderedAnswer = {
      html: '',
      status: 200,
      personal: head.personal,
      public: !head.personal && Object.keys(boot.responses).length === 0,
      setCookie: head.setCookie,
    };
    // A page kept for every signed-out visitor holds nobody's zone: its dates (if it ever has
    // any) render after hydration. A page made for this request uses the visitor's.
    const dates = answer.public ? null : visitorDates;
    let body = '';
    let sharedRender: SharedPage | undefined;
    // The page's messages, fetched by the browser beside the app's script, before it hydrates.
    let messagesUrl: string | undefined;
    if (renderPage && rootAt >= 0) {
      try {
        const page = await renderPage({
          url,
          session: boot.session,
          responses: boot.responses,
          dates,
          language,
        });
        if (page.failures.length > 0)
          app.log.warn({ url, failures: page.failures }, 'Parts of a page rendered in the browser');
        if (page.redirect) return { ...answer, redirect: page.redirect };
        answer.status = page.status;
        if (!page.own) sharedRender = page;
        body = page.html;
        messagesUrl = page.catalogUrl;
        // What went into the page's query cache travels there, once.
        for (const path of page.seededPaths) delete boot.responses[path];
        boot.queries = page.queries;
        boot.seeded = page.seeded;
        if (dates) boot.dates = JSON.stringify(dates);
      } catch (error) {
        // The page is then drawn in the browser, as without a renderer.
        app.log.error({ err: error, url }, 'A page could not be rendered on the server');
        answer.public = false;
      }
    }
    const tail =
      rootAt >= 0
        ? htmlTail.slice(0, rootAt + rootOpen.length) +
          body +
          htmlTail.slice(rootAt + rootOpen.length)
        : htmlTail;
    const { before, session, after } = bootstrapParts(boot);
    const prefix = pagePrefix(language, before);
    const suffix = after + head.links + (start?.tag(head.chunks, messagesUrl) ?? '') + tail;
    answer.html = prefix + session + suffix;
    if (sharedRender && answer.personal)
      answer.shared = { parts: { prefix, own: session, suffix }, render: sharedRender };
    return answer;
  }

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
    const hasSession = opts.hasSession(cookie);
    // The visitor's chosen language (cookie), else the one their browser asks for.
    const language = requestLanguage(cookie, request.headers['accept-language']);
    const publicKey = `${language} ${url}`;
    const cached = !hasSession && renderer ? publicPages.get(publicKey) : undefined;
    const answer: FixedAnswer =
      cached ??
      (await renderAnswer(
        url,
        {
          routeChunks,
          accounts,
          hasSession,
          language,
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
        },
        readDateSettings(cookie),
        language,
      ));
    if (!hasSession && answer.public && renderer && !cached) {
      if (!answer.redirect) answer.bodies = await fixedBodies(answer.html);
      publicPages.set(publicKey, answer);
    }
    if (answer.setCookie.length > 0)
      reply.header('set-cookie', secureCookies(answer.setCookie, request.protocol === 'https'));
    reply
      .header('cache-control', answer.personal ? 'private, no-store' : 'no-cache')
      .header('vary', 'cookie, accept-language');
    if (answer.redirect) return reply.redirect(answer.redirect, 302);
    reply.code(answer.status).type('text/html');
    if (!answer.bodies) {
      // A page shared with other visitors but for its session: gzip, its shared bytes compressed
      // once (joined-gzip.ts), rather than brotli of the whole for this one response: a tenth of
      // the server's time, for 2 % more bytes.
      if (answer.shared && acceptsEncoding(request.headers['accept-encoding'], 'gzip')) {
        reply
          .header('vary', 'cookie, accept-language, accept-encoding')
          .header('content-encoding', 'gzip');
        return reply.send(joinedGzip(answer.shared.parts, answer.shared.render));
      }
      // A personal page goes as bytes, encoded once: as text it was measured twice (compression,
      // Fastify) and encoded again on the socket. A page that is nobody's (accounts off) goes as
      // text: the compression hook keeps its compressed copy for the next visitor.
      return reply.send(answer.personal ? Buffer.from(answer.html) : answer.html);
    }
    const encoding = pickEncoding(request.headers['accept-encoding']);
    reply.header('vary', 'cookie, accept-language, accept-encoding');
    if (encoding) reply.header('content-encoding', encoding);
    replayToSignedOut(reply);
    return reply.send(answer.bodies[encoding ?? 'identity']);
  });
}

interface RenderedAnswer {
  html: string;
  status: number;
  redirect?: string;
  personal: boolean;
  /** Nobody's data and no catalogue answer: the same page for every signed-out visitor. */
  public: boolean;
  setCookie: string[];
  /** A personal page around a render shared with other visitors: its parts, for joined-gzip.ts. */
  shared?: { parts: PageParts; render: SharedPage };
}

/** A signed-out page, kept with its bytes in every encoding. */
type FixedAnswer = RenderedAnswer & { bodies?: FixedBodies };

/** Replaces the build's stylesheet links with the stylesheets themselves. */
function inlineStylesheets(html: string, clientDir: string) {
  return html.replace(
    /<link rel="stylesheet"(?: crossorigin)? href="\/(assets\/[\w.-]+\.css)"\s*\/?>/g,
    (link, file: string) => {
      const full = path.join(clientDir, file);
      if (!existsSync(full)) return link;
      const css = readFileSync(full, 'utf8');
      // A stylesheet that could close its own element stays a link.
      return /<\/style/i.test(css) ? link : `<style>${css}</style>`;
    },
  );
}
