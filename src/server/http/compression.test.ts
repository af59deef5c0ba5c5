import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixedBodies, pickEncoding, registerCompression } from './compression';

describe('response compression', () => {
  const app = Fastify();
  // Over the size that is compressed on the thread pool rather than the event loop.
  const huge = { results: Array.from({ length: 2000 }, (_, id) => ({ id, title: `Huge ${id}` })) };
  const big = { results: Array.from({ length: 100 }, (_, id) => ({ id, title: `Title ${id}` })) };

  let compression: ReturnType<typeof registerCompression>;
  // Past 16,383 characters V8 hashes a string by its length: these two share one.
  const longA = `<p>${'a'.repeat(40_000)}</p>`;
  const longB = `<p>${'b'.repeat(40_000)}</p>`;

  beforeAll(async () => {
    compression = registerCompression(app);
    app.get('/long/:which', async (req, reply) =>
      reply.type('text/html').send((req.params as { which: string }).which === 'a' ? longA : longB),
    );
    app.get('/personal', async (_req, reply) =>
      reply.type('text/html').header('cache-control', 'private, no-store').send(longA),
    );
    // A page is sent as bytes (spa-plugin.ts); other bytes are not this hook's to touch.
    app.get('/personal-bytes', async (_req, reply) =>
      reply.type('text/html').header('cache-control', 'private, no-store').send(Buffer.from(longB)),
    );
    app.get('/bytes', async (_req, reply) => reply.type('text/html').send(Buffer.from(longB)));
    app.get('/big', async () => big);
    app.get('/small', async () => ({ ok: true }));
    app.get('/huge', async () => huge);
    app.get('/text', async (_req, reply) => reply.type('text/plain').send('x'.repeat(5000)));
    app.get('/art.svg', async (_req, reply) =>
      reply.type('image/svg+xml; charset=utf-8').send(`<svg>${'<g/>'.repeat(500)}</svg>`),
    );
    await app.ready();
  });
  afterAll(() => app.close());

  it('sends brotli to a browser that accepts it, and the same JSON comes back out', async () => {
    const res = await app.inject({
      url: '/big',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toContain('accept-encoding');
    expect(res.rawPayload.length).toBeLessThan(JSON.stringify(big).length / 2);
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString())).toEqual(big);
  });

  it('compresses a large answer off the event loop, with both encodings, and it comes back whole', async () => {
    expect(JSON.stringify(huge).length).toBeGreaterThan(32 * 1024);
    const br = await app.inject({ url: '/huge', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(huge);
    const gz = await app.inject({ url: '/huge', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(huge);
  });

  it('falls back to gzip, and serves the cached copy for a repeat', async () => {
    const first = await app.inject({ url: '/big', headers: { 'accept-encoding': 'gzip' } });
    const second = await app.inject({ url: '/big', headers: { 'accept-encoding': 'gzip' } });
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(second.rawPayload).toString())).toEqual(big);
  });

  it('compresses the generated SVG art too', async () => {
    const res = await app.inject({ url: '/art.svg', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toMatch(/^<svg>/);
  });

  it('leaves small answers, other types and clients that ask for nothing alone', async () => {
    const plain = await app.inject({ url: '/big' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(big);
    const small = await app.inject({ url: '/small', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    const text = await app.inject({ url: '/text', headers: { 'accept-encoding': 'br' } });
    expect(text.headers['content-encoding']).toBeUndefined();
  });

  it('keeps long texts of one length apart', async () => {
    for (const which of ['a', 'b', 'a', 'b']) {
      const res = await app.inject({ url: `/long/${which}`, headers: { 'accept-encoding': 'br' } });
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(which === 'a' ? longA : longB);
    }
  });

  it('compresses a personal page for its one response, as text or bytes, and keeps nothing of it', async () => {
    const kept = compression.kept();
    for (const [url, text] of [
      ['/personal', longA],
      ['/personal-bytes', longB],
    ] as const) {
      for (const encoding of ['br', 'gzip']) {
        const res = await app.inject({ url, headers: { 'accept-encoding': encoding } });
        expect(res.headers['content-encoding']).toBe(encoding);
        const body =
          encoding === 'br' ? brotliDecompressSync(res.rawPayload) : gunzipSync(res.rawPayload);
        expect(body.toString()).toBe(text);
      }
    }
    expect(compression.kept()).toBe(kept);
    const other = await app.inject({ url: '/bytes', headers: { 'accept-encoding': 'br' } });
    expect(other.headers['content-encoding']).toBeUndefined();
    expect(other.body).toBe(longB);
  });

  it('compresses a fixed body once, at the best quality for the first few texts only', async () => {
    const fixed = createFixedBodies(50, 1);
    const brotli = (text: string, quality: number) =>
      brotliCompressSync(text, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: quality,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(text),
        },
      });
    const first = await fixed(longA);
    expect(first.br.equals(brotli(longA, 11))).toBe(true);
    expect(gunzipSync(first.gzip).toString()).toBe(longA);
    expect(first.identity.toString()).toBe(longA);
    // The same text again: the same bodies, not a second compression.
    expect(await fixed(longA)).toBe(first);
    // Past the first, quality 5: a made-up URL cannot buy the best quality's 0.2 s each.
    const second = await fixed(longB);
    expect(second.br.equals(brotli(longB, 5))).toBe(true);
    expect(brotliDecompressSync(second.br).toString()).toBe(longB);
  });

  it('reads accept-encoding with q values', () => {
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding(undefined)).toBeNull();
  });
});
