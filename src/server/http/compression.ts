import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { cappedLru } from '@/server/cache/capped-lru';

/** Below this size a compressed answer saves less than the header costs. */
const MIN_BYTES = 1024;
/** Compressed answers kept per encoding, least recently used dropped first: pages and art repeat. */
const CACHE_ENTRIES = 1000;
const CACHE_BYTES = 16 * 1024 * 1024;
/**
 * Larger bodies are compressed on the thread pool, not on the event loop: brotli on a long
 * search answer or a big page would stall every other request for milliseconds. Smaller ones
 * compress in well under a millisecond, where the hop to the pool costs more than it saves.
 */
const ASYNC_ABOVE_BYTES = 32 * 1024;
const BROTLI_OPTIONS = {
  // Quality 5 compresses JSON nearly as well as 11 at a small fraction of the time.
  params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_MODE]: 1 },
};
/**
 * A personal page (~100 KB of HTML, compressed for that one response): quality 4 takes ~1.3 ms
 * to quality 5's ~2 ms, for ~7% more bytes (15.9 against 14.9 KB on /browse).
 */
const HTML_BROTLI_OPTIONS = {
  params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_MODE]: 1 },
};
/**
 * Told the size, brotli sizes its tables to the text: 1.1 ms instead of 1.4 on /browse's 104 KB,
 * the same bytes.
 */
function withSizeHint(body: string | Buffer): typeof HTML_BROTLI_OPTIONS {
  const size = typeof body === 'string' ? Buffer.byteLength(body) : body.length;
  return { params: { ...HTML_BROTLI_OPTIONS.params, [constants.BROTLI_PARAM_SIZE_HINT]: size } };
}
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
/** JSON, the generated SVG art and the page itself; assets are compressed at build time. */
const COMPRESSIBLE = /^(application\/json|image\/svg\+xml|text\/html)/;

type Encoding = 'br' | 'gzip';

/**
 * Compresses JSON answers, SVG art and index.html of 1 KB or more for clients that accept it (brotli, else
 * gzip). A catalogue page is ~10 KB of JSON and ~2 KB compressed, which matters on a phone's
 * link. The same text is compressed once: the catalogue and art routes send the very same
 * string for a repeated request, so a cache keyed by the text serves most requests without
 * compressing again. Clients that ask for no encoding (curl, load generators) get plain text.
 */
export function registerCompression(app: FastifyInstance) {
  const newCache = () =>
    cappedLru<Buffer>({
      maxEntries: CACHE_ENTRIES,
      maxBytes: CACHE_BYTES,
      sizeOf: (b) => b.length,
    });
  const cache = { br: newCache(), gzip: newCache() };

  app.addHook('onSend', async (request, reply, payload) => {
    // A personal answer made for one response comes as bytes (a page) or text; others as text.
    const personal = /no-store/.test(String(reply.getHeader('cache-control') ?? ''));
    const body: unknown = payload;
    if (typeof body !== 'string' && !(Buffer.isBuffer(body) && personal)) return payload;
    if (typeof body === 'string' ? isShort(body) : body.length < MIN_BYTES) return payload;
    if (reply.hasHeader('content-encoding')) return payload;
    if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''))) return payload;
    reply.header('vary', withVary(reply.getHeader('vary'), 'accept-encoding'));
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    // A personal answer is made for one response: never kept, so never looked up either.
    const compressed =
      personal || typeof body !== 'string'
        ? await compress(encoding, body, withSizeHint(body))
        : await compressCached(cache[encoding], encoding, body);
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return compressed;
  });
  return {
    /** How many compressed answers are kept (for tests). */
    kept: () => cache.br.size + cache.gzip.size,
  };
}

async function compressCached(cache: LRUCacheOf, encoding: Encoding, text: string) {
  const key = cacheKey(text);
  const hit = cache.get(key);
  if (hit) return hit;
  const compressed = await compress(encoding, text, BROTLI_OPTIONS);
  cache.set(key, compressed);
  return compressed;
}

/** Under MIN_BYTES once encoded; measured only when the characters alone cannot tell. */
function isShort(text: string) {
  return text.length < MIN_BYTES && Buffer.byteLength(text) < MIN_BYTES;
}

async function compress(
  encoding: Encoding,
  text: string | Buffer,
  brotliOptions: typeof BROTLI_OPTIONS,
) {
  const large = text.length > ASYNC_ABOVE_BYTES;
  return encoding === 'br'
    ? large
      ? await brotliAsync(text, brotliOptions)
      : brotliCompressSync(text, brotliOptions)
    : large
      ? await gzipAsync(text, { level: 6 })
      : gzipSync(text, { level: 6 });
}

/**
 * V8 hashes a string of more than 16,383 characters by its length alone, so long texts of one
 * length (a user's pages, a long search answer) all meet in one slot of the cache's map and each
 * lookup compares them whole: measured with `node --cpu-prof`, lru-cache's get and set took more
 * time than rendering the page. Long texts are keyed by their digest instead.
 */
const LONG_KEY = 16_383;
function cacheKey(text: string) {
  return text.length > LONG_KEY ? `#${createHash('sha1').update(text).digest('base64')}` : text;
}

type LRUCacheOf = ReturnType<typeof cappedLru<Buffer>>;

/** A body that is the same for every request until the next build, in every encoding. */
export interface FixedBodies {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

const brotliFixed = (text: string, best: boolean) =>
  brotliAsync(text, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: best ? constants.BROTLI_MAX_QUALITY : 5,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(text),
    },
  });

/**
 * Compresses a body once, on the thread pool: for answers made once per build (the signed-out
 * pages), where a request then only picks the bytes. Identical texts (every 404 page is the
 * same) share one compression. Brotli's best quality saves ~9% over quality 5 on the 54 KB
 * sign-in page but takes ~0.2 s of CPU: the first `bestOf` texts get it (the pages people
 * open), later ones quality 5, so that URLs made up to differ (a `?from=` per request) cannot
 * buy 0.2 s of the server's time each.
 */
export function createFixedBodies(maxEntries = 50, bestOf = 16) {
  let best = 0;
  const made = cappedLru<Promise<FixedBodies>>({
    maxEntries,
    maxBytes: Number.MAX_SAFE_INTEGER,
    sizeOf: () => 1,
  });
  return (text: string): Promise<FixedBodies> => {
    const key = cacheKey(text);
    const known = made.get(key);
    if (known) return known;
    best += 1;
    const bodies = Promise.all([
      brotliFixed(text, best <= bestOf),
      gzipAsync(text, { level: 9 }),
    ]).then(([br, gzip]) => ({ identity: Buffer.from(text), br, gzip }));
    made.set(key, bodies);
    bodies.catch(() => made.delete(key));
    return bodies;
  };
}

/** br when offered, else gzip; an explicit q=0 refuses an encoding. */
export function pickEncoding(header: string | undefined): Encoding | null {
  const accepts = acceptedEncodings(header);
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return null;
}

/** Whether an Accept-Encoding header takes `encoding` (by name or `*`, with a q above 0). */
export function acceptsEncoding(header: string | undefined, encoding: Encoding): boolean {
  return acceptedEncodings(header)(encoding);
}

/** An Accept-Encoding header, read once: whether it takes an encoding. */
function acceptedEncodings(header: string | undefined): (encoding: Encoding) => boolean {
  if (!header) return () => false;
  const offered = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    offered.set(name!.trim(), q ? Number(q.slice(2)) : 1);
  }
  return (encoding) => (offered.get(encoding) ?? offered.get('*') ?? 0) > 0;
}

function withVary(current: unknown, field: string) {
  const fields = String(current ?? '')
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean);
  return fields.some((f) => f.toLowerCase() === field)
    ? fields.join(', ')
    : [...fields, field].join(', ');
}
