import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  FastifyServerFactory,
} from 'fastify';
import { pickEncoding } from './compression';
import { cappedLru } from '@/server/cache/capped-lru';

export interface HotResponseOptions {
  /** How long a finished answer is replayed; the catalogue's own cache decides beyond that. */
  ttlMs?: number;
  maxEntries?: number;
  /** Cap on the bodies kept, in bytes. */
  maxBytes?: number;
  now?: () => number;
}

interface HotEntry {
  headers: Record<string, string>;
  body: Buffer;
  storedAt: number;
}

/** Only public, cacheable GET answers of these prefixes are replayed. */
const PREFIXES = ['/api/catalog/', '/api/art/'];
const LOGGED_AT_INFO = new Set(['info', 'debug', 'trace']);

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
 */
export function createHotResponses(options: HotResponseOptions = {}) {
  const ttl = options.ttlMs ?? 1000;
  const maxEntries = options.maxEntries ?? 2000;
  const maxBytes = options.maxBytes ?? 32 * 1024 * 1024;
  const now = options.now ?? Date.now;
  const entries = cappedLru<HotEntry>({
    maxEntries,
    maxBytes,
    sizeOf: (entry) => entry.body.length,
  });
  let log: FastifyBaseLogger | undefined;

  const eligible = (method: string | undefined, url: string | undefined) =>
    method === 'GET' && url !== undefined && PREFIXES.some((prefix) => url.startsWith(prefix));
  const keyOf = (url: string, acceptEncoding: string | undefined) =>
    `${pickEncoding(acceptEncoding) ?? 'identity'} ${url}`;

  /** Answers from a kept entry when there is a fresh one; otherwise leaves it to Fastify. */
  function serve(req: IncomingMessage, res: ServerResponse): boolean {
    if (!eligible(req.method, req.url)) return false;
    const key = keyOf(req.url!, req.headers['accept-encoding']);
    const entry = entries.get(key);
    if (!entry) return false;
    if (now() - entry.storedAt >= ttl) {
      entries.delete(key);
      return false;
    }
    res.writeHead(200, entry.headers);
    res.end(entry.body);
    // Replayed answers never reach Fastify's hooks; keep the access log whole, in the same
    // one-line shape as every other request (request-log.ts).
    if (log && LOGGED_AT_INFO.has(log.level)) {
      const path = (req.url ?? '').split('?', 1)[0];
      log.info({ method: 'GET', path, status: 200, ms: 0, hot: true }, `GET ${path} 200`);
    }
    return true;
  }

  function keep(key: string, reply: FastifyReply, body: Buffer) {
    entries.set(key, { headers: headersOf(reply, body.length), body, storedAt: now() });
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
      app.addHook('onSend', (request, reply, payload, done) => {
        if (eligible(request.method, request.url) && isReplayable(reply, payload)) {
          const body = typeof payload === 'string' ? Buffer.from(payload) : (payload as Buffer);
          keep(keyOf(request.url, request.headers['accept-encoding']), reply, body);
        }
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

function headersOf(reply: FastifyReply, length: number): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) headers[name] = String(value);
  }
  headers['content-length'] = String(length);
  return headers;
}
