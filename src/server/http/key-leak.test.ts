import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/server/app';
import { browser, nextIp } from '@/server/testing/auth-test-harness';
import { startFakeTmdb, type FakeTmdbServer } from '@/server/catalog/tmdb/testing/fake-tmdb-server';
import { sendJson, startFakeUpstream } from '@/server/chat/testing/test-support';
import { loadConfig } from '@/server/config';
import { CHEAP_PASSWORDS } from '@/server/auth/testing/cheap-passwords';

/**
 * Robustness (docs/product.md#robustness), no key leaks: the client is built with fake keys in the
 * environment, and the whole server runs with them against fake TMDB and AI servers. No key may
 * appear in any built file, nor in any status, header or body the API answers, successes and
 * failures alike.
 */
const KEYS = {
  TMDB_READ_TOKEN: 'FAKE-tmdb-read-token-LEAKCHECK-51a7e0c2',
  TMDB_API_KEY: 'FAKE-tmdb-api-key-LEAKCHECK-8d3b9f14',
  GEMINI_API_KEY: 'FAKE-gemini-key-LEAKCHECK-2c6e4a90',
  OPENAI_API_KEY: 'FAKE-openai-key-LEAKCHECK-7f15b3d8',
  AUTH_SECRET: 'FAKE-auth-secret-LEAKCHECK-0e9c4b7a6d2f8e13',
};

/** The key as it is, and in the encodings a careless response might carry it. */
const forms = (key: string) => [
  key,
  encodeURIComponent(key),
  Buffer.from(key).toString('base64'),
  Buffer.from(key).toString('base64url'),
  key.slice(10, 30), // a part of it
];

function leaksIn(text: string) {
  return Object.entries(KEYS).flatMap(([name, key]) =>
    forms(key)
      .filter((form) => text.includes(form))
      .map((form) => `${name} (as ${form})`),
  );
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/** `vite build` exactly as `npm run build` runs it, into a temp dir, with the keys set. */
async function buildClient(outDir: string) {
  const vite = path.resolve('node_modules/vite/bin/vite.js');
  // Also as VITE_ variables: those are the ones Vite would inline if client code read them.
  const viteCopies = Object.fromEntries(Object.entries(KEYS).map(([k, v]) => [`VITE_${k}`, v]));
  const child = spawn(
    process.execPath,
    [vite, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
    { env: { ...process.env, ...KEYS, ...viteCopies }, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk));
  const [code] = (await once(child, 'exit')) as [number];
  if (code !== 0) throw new Error(`vite build failed (${code}): ${errors}`);
}

describe('no key leaks', () => {
  const outDir = path.join(mkdtempSync(path.join(tmpdir(), 'nexus-leak-build-')), 'client');
  let tmdb: FakeTmdbServer;
  let ai: Awaited<ReturnType<typeof startFakeUpstream>>;
  let aiDown: 'none' | 'gemini' | 'all' = 'none';
  beforeAll(async () => {
    const building = buildClient(outDir);
    tmdb = await startFakeTmdb({ token: KEYS.TMDB_READ_TOKEN, apiKey: KEYS.TMDB_API_KEY });
    ai = await startFakeUpstream((req, res: ServerResponse) => {
      const gemini = req.path.endsWith(':generateContent');
      if (aiDown === 'all' || (aiDown === 'gemini' && gemini)) {
        return sendJson(res, 500, { error: { message: 'fake outage' } });
      }
      if (gemini) {
        return sendJson(res, 200, {
          candidates: [{ content: { parts: [{ text: 'Try Heat.' }] } }],
        });
      }
      return sendJson(res, 200, {
        choices: [{ message: { role: 'assistant', content: 'Alien.' } }],
      });
    });
    await building;
  }, 180_000);
  afterAll(async () => {
    await tmdb.close();
    await ai.close();
  });

  it('in no file of the client build', () => {
    const files = filesUnder(outDir);
    expect(files.some((f) => f.endsWith('index.html'))).toBe(true);
    expect(files.some((f) => f.endsWith('.js'))).toBe(true);
    for (const file of files) {
      expect(leaksIn(readFileSync(file).toString('latin1')), file).toEqual([]);
      expect(leaksIn(readFileSync(file, 'utf8')), file).toEqual([]);
    }
  });

  it.each([
    ['read token and AI keys', { TMDB_READ_TOKEN: KEYS.TMDB_READ_TOKEN }],
    ['v3 API key and AI keys', { TMDB_API_KEY: KEYS.TMDB_API_KEY }],
  ])(
    'in no API answer (%s)',
    async (_, tmdbCredential) => {
      const config = loadConfig({
        LOG_LEVEL: 'silent',
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'nexus-leak-data-')),
        ...CHEAP_PASSWORDS,
        TMDB_BASE_URL: tmdb.url,
        GEMINI_BASE_URL: ai.url,
        GEMINI_API_KEY: KEYS.GEMINI_API_KEY,
        OPENAI_BASE_URL: `${ai.url}/v1`,
        OPENAI_API_KEY: KEYS.OPENAI_API_KEY,
        OPENAI_MODEL: 'fake-model',
        AUTH_SECRET: KEYS.AUTH_SECRET,
        ...tmdbCredential,
      });
      const app = await buildApp({ config, clientDir: outDir, chatRateLimit: false });
      const answers: string[] = [];
      const record = (res: { statusCode: number; headers: object; body: string }) =>
        answers.push(`${res.statusCode} ${JSON.stringify(res.headers)} ${res.body}`);
      const get = async (url: string) =>
        record(await app.inject({ url, headers: { accept: 'text/html' } }));
      // The chat answers signed-in people only.
      const chatter = browser(app, nextIp());
      const joined = await chatter.signUp({
        name: 'Chatter',
        email: 'chatter@example.com',
        password: 'Leak-Check-2024',
      });
      expect(joined.status).toBe(200);
      const chat = async (text: string) => {
        const res = await chatter.post('POST', '/api/chat', { text });
        answers.push(`${res.status} ${JSON.stringify(res.headers)} ${JSON.stringify(res.body)}`);
      };

      for (const url of [
        '/',
        '/browse',
        '/movie/1001',
        '/healthz',
        '/api/catalog',
        '/api/stream-providers',
        '/api/catalog/movie/popular?page=1',
        '/api/catalog/trending/tv/week?page=2',
        '/api/catalog/movie/1001',
        '/api/catalog/tv/5002',
        '/api/catalog/tv/5002/season/1',
        '/api/catalog/search/multi?query=signal',
        '/api/catalog/movie/999999',
        '/api/catalog/movie/abc',
        '/embed/movie/1001',
      ])
        await get(url);
      await chat('something scary'); // Gemini answers
      aiDown = 'gemini';
      await chat('a heist movie'); // the OpenAI-compatible server answers
      aiDown = 'all';
      await chat('something funny'); // every model fails: the local recommender answers
      aiDown = 'none';

      const viewer = browser(app, nextIp());
      const credentials = { email: 'leak@example.com', password: 'Leak-Check-2024' };
      const auth = [
        await viewer.signUp({ ...credentials, name: 'Leak' }),
        await viewer.session(),
        await viewer.signIn({ ...credentials, password: 'Wrong-Pass-1' }),
        await viewer.signIn(credentials),
        await viewer.signOut(),
      ];
      for (const a of auth)
        answers.push(`${a.status} ${JSON.stringify(a.headers)} ${JSON.stringify(a.body)}`);
      expect(auth.map((a) => a.status)).toEqual([200, 200, 401, 200, 200]);

      // Failures that answer at once (a 5xx would be retried with real 1 s backoffs).
      tmdb.set({ rejectKey: true });
      await get('/api/catalog/tv/5044');
      tmdb.set({ rejectKey: false, rateLimitNext: 100, retryAfter: '60' });
      await get('/api/catalog/tv/5045');

      // The keys really were in use: the fakes saw them, so their absence above means something.
      expect(tmdb.calls.some((c) => c.auth !== 'none')).toBe(true);
      tmdb.reset();
      expect(ai.requests.some((r) => r.query.get('key') === KEYS.GEMINI_API_KEY)).toBe(true);
      expect(
        ai.requests.some((r) => r.headers.authorization === `Bearer ${KEYS.OPENAI_API_KEY}`),
      ).toBe(true);
      expect(answers.join('\n')).toContain('Quantum Harbor 0');
      for (const source of ['gemini', 'openai', 'local']) {
        expect(answers.join('\n')).toContain(`"source":"${source}"`);
      }
      expect(answers.filter((a) => a.startsWith('503 '))).toHaveLength(2);
      expect(leaksIn(answers.join('\n'))).toEqual([]);
      await app.close();
    },
    60_000,
  );
});
