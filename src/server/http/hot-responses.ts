import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  FastifyServerFactory,
} from 'fastify';
import { pickEncoding } from './compression';
import { cappedLru } from '@/server/cache/capped-lru';
import { requestLanguage } from '@/shared/i18n/languages';

export interface HotResponseOptions {
  /** How long a finished answer is replayed; the catalogue's own cache decides beyond that. */
  ttlMs?: number;
  maxEntries?: number;
  /** Cap on the bodies kept, in bytes. */
  maxBytes?: number;
  now?: () => number;
  /**
   * Whether a request may come from a kids profile (docs/product.md#profiles), whose catalogue
   * differs from the answers kept here: such a request goes to the routes. By default, any
   * request with a session.
   */
  mayBeKids?: (cookieHeader: string | undefined) => boolean;
}

interface HotEntry {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  storedAt: number;
}

/** Only public, cacheable GET answers of these prefixes are replayed. */
const PREFIXES = ['/api/catalog/', '/api/art/'];
const LOGGED_AT_INFO = new Set(['info', 'debug', 'trace']);
/** Statuses a fixed page is replayed with: the sign-in page and the 404 page. */
const FIXED_PAGE_STATUSES = new Set([200, 404]);

/**
 * Replies whose answer is the same, to the byte, for every visitor without a session until the
 * next build: the signed-out pages (spa-plugin.ts). A weak set: it holds no reply past its life.
 */
const fixedPageReplies = new WeakSet<FastifyReply>();

/** Marks a reply as a page every visitor without a session gets alike, until the next build. */
export function replayToSignedOut(reply: FastifyReply) {
  fixedPageReplies.add(reply);
}

/**
 * Replays finished catalogue and art answers for a second, byte for byte, straight from the
 * HTTP server, before Fastify routes the request. A popular list page is asked for by everybody
 * at once and the catalogue already holds its answer in memory: measured with `node --cpu-prof`,
 * Fastify's routing, hooks and reply pipeline then cost ~40 µs of ~100 µs per request.
 *
 * Answers are captured in an onSend hook registered after compression, so what is kept is
 * exactly what went on the wire. The replay is keyed by URL and by the encoding the client
 * accepts, is taken only from 200 answers marked `public` that set no cookie, and carries every
 * header of the original, security headers included. With a TTL of a second nothing is staler
 * than the catalogue cache's own answer plus 1 s. (`inject` bypasses the server, so tests that
 * inject requests always reach the routes.)
 *
 * Catalogue answers are not replayed to a request that may come from a kids profile (its
 * profile cookie says so; `mayBeKids`): the routes give it the kids catalogue. Kids answers are
 * `private`, so they are never kept.
 *
 * The signed-out pages (`/`, a 404, `/error`; decision 0026) are replayed the same way, without
 * a time limit (they change only with a build, that is a restart), and only to requests that
 * carry no session cookie: the rule by which spa-plugin.ts rendered them for nobody. Served
 * through Fastify, the 54 KB sign-in page ran at 0.4–0.5 of a bare node:http server's rate.
 */
export function createHotResponses(
  /** Whether a Cookie header carries a session, valid or not (auth/session-cookie.ts). */
  hasSession: (cookieHeader: string | undefined) => boolean,
  options: HotResponseOptions = {},
) {
  const ttl = options.ttlMs ?? 1000;
  const maxEntries = options.maxEntries ?? 2000;
  const maxBytes = options.maxBytes ?? 32 * 1024 * 1024;
  const now = options.now ?? Date.now;
  const entries = cappedLru<HotEntry>({
    maxEntries,
    maxBytes,
    sizeOf: (entry) => entry.body.length,
  });
  /** The signed-out pages, by encoding and URL; no TTL. */
  const pages = cappedLru<HotEntry>({ maxEntries: 600, maxBytes, sizeOf: (e) => e.body.length });
  let log: FastifyBaseLogger | undefined;
  /** Once the server drains, Fastify answers everything (its hook closes each connection). */
  let draining = false;

  const eligible = (method: string | undefined, url: string | undefined) =>
    method === 'GET' && url !== undefined && PREFIXES.some((prefix) => url.startsWith(prefix));
  const keyOf = (url: string, acceptEncoding: string | undefined) =>
    `${pickEncoding(acceptEncoding) ?? 'identity'} ${url}`;
  /** A signed-out page is written in the visitor's language: one kept page per language. */
  const pageKeyOf = (req: { url: string; headers: IncomingMessage['headers'] }) =>
    `${requestLanguage(req.headers.cookie, req.headers['accept-language'])} ${keyOf(req.url, req.headers['accept-encoding'])}`;

  /** Answers from a kept entry when there is a fresh one; otherwise leaves it to Fastify. */
  function serve(req: IncomingMessage, res: ServerResponse): boolean {
    if (draining) return false;
    const entry = eligible(req.method, req.url) ? catalogueEntry(req) : pageEntry(req);
    if (!entry) return false;
    res.writeHead(entry.status, entry.headers);
    res.end(entry.body);
    // Replayed answers never reach Fastify's hooks; keep the access log whole, in the same
    // one-line shape as every other request (request-log.ts).
    if (log && LOGGED_AT_INFO.has(log.level)) {
      const path = (req.url ?? '').split('?', 1)[0];
      log.info(
        { method: 'GET', path, status: entry.status, ms: 0, hot: true },
        `GET ${path} ${entry.status}`,
      );
    }
    return true;
  }

  function freshEntry(key: string) {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (now() - entry.storedAt < ttl) return entry;
    entries.delete(key);
    return undefined;
  }

  /**
   * A kids profile's catalogue differs from the answer kept here (kept by URL, from whoever
   * asked first): its requests go to the routes, which ask the profiles who is watching.
   */
  const mayBeKids = options.mayBeKids ?? hasSession;
  function catalogueEntry(req: IncomingMessage) {
    if (mayBeKids(req.headers.cookie)) return undefined;
    return freshEntry(keyOf(req.url!, req.headers['accept-encoding']));
  }

  function pageEntry(req: IncomingMessage) {
    if (pages.size === 0 || req.method !== 'GET' || !req.url || req.url.startsWith('/api/'))
      return undefined;
    if (hasSession(req.headers.cookie)) return undefined;
    return pages.get(pageKeyOf({ url: req.url, headers: req.headers }));
  }

  function entryOf(reply: FastifyReply, body: Buffer): HotEntry {
    return {
      status: reply.statusCode,
      headers: headersOf(reply, body.length),
      body,
      storedAt: now(),
    };
  }

  return {
    /** For `Fastify({ serverFactory })`: the HTTP server that tries a replay first. */
    serverFactory: ((handler) =>
      createServer((req, res) => {
        if (!serve(req, res)) handler(req, res);
      })) as FastifyServerFactory,
    /** Captures answers; call after registering compression. */
    register(app: FastifyInstance) {
      log = app.log;
      app.addHook('preClose', (done) => {
        draining = true;
        done();
      });
      app.addHook('onSend', (request, reply, payload, done) => {
        const key = () => keyOf(request.url, request.headers['accept-encoding']);
        const body = () =>
          typeof payload === 'string' ? Buffer.from(payload) : (payload as Buffer);
        if (eligible(request.method, request.url) && isReplayable(reply, payload))
          entries.set(key(), entryOf(reply, body()));
        else if (
          request.method === 'GET' &&
          fixedPageReplies.has(reply) &&
          !hasSession(request.headers.cookie) &&
          isFixedPage(reply, payload)
        )
          pages.set(pageKeyOf(request), entryOf(reply, body()));
        done(null, payload);
      });
    },
  };
}

function isReplayable(reply: FastifyReply, payload: unknown) {
  return (
    reply.statusCode === 200 &&
    (typeof payload === 'string' || Buffer.isBuffer(payload)) &&
    String(reply.getHeader('cache-control') ?? '').startsWith('public') &&
    !reply.hasHeader('set-cookie')
  );
}

function isFixedPage(reply: FastifyReply, payload: unknown) {
  return (
    FIXED_PAGE_STATUSES.has(reply.statusCode) &&
    Buffer.isBuffer(payload) &&
    !reply.hasHeader('set-cookie')
  );
}

function headersOf(reply: FastifyReply, length: number): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) headers[name] = String(value);
  }
  headers['content-length'] = String(length);
  return headers;
}
