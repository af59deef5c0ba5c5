import { mkdtempSync } from 'node:fs';
import { Agent, request } from 'node:http';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/server/app';
import { loadConfig } from '@/server/config';
import { standInBuild } from '@/server/testing/stand-in-build';

/**
 * The signed-out pages (decision 0026) are the same bytes for everyone until the next build:
 * compressed once, and replayed by the HTTP server itself to requests without a session cookie
 * (hot-responses.ts). A stand-in renderer counts its renders on globalThis.
 */
const STAND_IN = `
export async function createPageRenderer() {
  return async ({ url, session, language }) => {
    globalThis.__fixedPageRenders = (globalThis.__fixedPageRenders ?? 0) + 1;
    const user = session && session.user ? session.user.email : 'nobody';
    return {
      html: '<main>' + 'the sign-in page '.repeat(200) + ' for ' + user + ' in ' + language + '</main>',
      queries: {}, seeded: {}, status: url === '/nowhere' ? 404 : 200, failures: [],
    };
  };
}`;

const renders = () => (globalThis as { __fixedPageRenders?: number }).__fixedPageRenders ?? 0;

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  bytes: Buffer;
}

describe('signed-out pages: fixed bytes, compressed once, replayed before Fastify', () => {
  const { root, clientDir } = standInBuild('nexus-fixed-', STAND_IN);
  const lines: Record<string, unknown>[] = [];
  const agent = new Agent({ keepAlive: true });
  let app: Awaited<ReturnType<typeof buildApp>>;
  let origin = '';

  beforeAll(async () => {
    app = await buildApp({
      config: loadConfig({ LOG_LEVEL: 'info', DATA_DIR: mkdtempSync(path.join(root, 'd-')) }),
      clientDir,
      logStream: { write: (line) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
    });
    origin = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    agent.destroy();
    await app.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    new Promise<Answer>((resolve, reject) => {
      const { hostname, port } = new URL(origin);
      request({ agent, hostname, port, path: url, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode!, headers: res.headers, bytes: Buffer.concat(chunks) }),
        );
      })
        .on('error', reject)
        .end();
    });
  const lastLine = () => lines.filter((line) => line.path !== undefined).at(-1)!;

  it('renders `/` once and replays the same bytes, headers included, without Fastify', async () => {
    const before = renders();
    const first = await get('/');
    expect(first.status).toBe(200);
    expect(lastLine().hot).toBeUndefined();
    const second = await get('/');
    const third = await get('/');
    expect(renders() - before).toBe(1);
    expect(lastLine()).toMatchObject({ path: '/', status: 200, hot: true });
    expect(third.bytes.equals(first.bytes)).toBe(true);
    const { date: _d1, ...firstHeaders } = first.headers;
    const { date: _d2, ...secondHeaders } = second.headers;
    expect(secondHeaders).toEqual(firstHeaders);
    expect(second.headers['content-security-policy']).toContain("script-src 'self'");
    expect(second.headers['cache-control']).toBe('no-cache');
    expect(second.headers.vary).toBe('cookie, accept-language, accept-encoding');
  });

  it('sends each encoding compressed once, at the best ratio, each the same page', async () => {
    const plain = await get('/');
    const br = await get('/', { 'accept-encoding': 'gzip, deflate, br' });
    const gzip = await get('/', { 'accept-encoding': 'gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(brotliDecompressSync(br.bytes).equals(plain.bytes)).toBe(true);
    expect(gunzipSync(gzip.bytes).equals(plain.bytes)).toBe(true);
    expect(br.headers['content-length']).toBe(String(br.bytes.length));
    // The same bytes again, replayed: nothing compressed per request.
    const brAgain = await get('/', { 'accept-encoding': 'br' });
    expect(lastLine().hot).toBe(true);
    expect(brAgain.bytes.equals(br.bytes)).toBe(true);
  });

  it("replays a page only in the language it was written in: the visitor's cookie, else their browser's", async () => {
    const english = await get('/');
    const french = await get('/', { 'accept-language': 'fr-FR,fr;q=0.9' });
    expect(french.bytes.toString()).toContain(' in fr</main>');
    const frenchAgain = await get('/', { 'accept-language': 'fr' });
    expect(lastLine().hot).toBe(true);
    expect(frenchAgain.bytes.equals(french.bytes)).toBe(true);
    // The cookie wins over the header, in the replay as in the render.
    const chosen = await get('/', { 'accept-language': 'fr', cookie: 'nexus_lang=it' });
    expect(chosen.bytes.toString()).toContain(' in it</main>');
    const englishAgain = await get('/', { 'accept-language': 'ja' });
    expect(englishAgain.bytes.equals(english.bytes)).toBe(true);
  });

  it('replays a 404 page with its status', async () => {
    await get('/nowhere');
    const again = await get('/nowhere');
    expect(again.status).toBe(404);
    expect(lastLine()).toMatchObject({ path: '/nowhere', status: 404, hot: true });
  });

  it('never replays to a request with a session cookie, nor for HEAD', async () => {
    await get('/');
    const withSession = await get('/', { cookie: 'better-auth.session_token=forged.value' });
    expect(withSession.status).toBe(200);
    // Through Fastify and the session lookup (its render may be shared: shared-renders.ts).
    expect(lastLine().hot).toBeUndefined();
    await new Promise<void>((resolve, reject) => {
      const { hostname, port } = new URL(origin);
      request({ agent, hostname, port, path: '/', method: 'HEAD' }, (res) => {
        res.resume();
        res.on('end', resolve);
      })
        .on('error', reject)
        .end();
    });
    expect(lastLine()).toMatchObject({ method: 'HEAD', path: '/' });
    expect(lastLine().hot).toBeUndefined();
  });
});
