import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/server/app';
import { fakeMovies, fakeTvShows } from '@/server/catalog/tmdb/testing/fake-tmdb-data';
import { startFakeTmdb } from '@/server/catalog/tmdb/testing/fake-tmdb-server';
import { loadConfig } from '@/server/config';
import { sendJson, startFakeUpstream } from './testing/test-support';

/**
 * The whole server with TMDB as the catalogue and Gemini as the chat: TMDB's data never goes
 * into an AI prompt (TMDB's terms), and neither key ever reaches the browser.
 */
const GEMINI_KEY = 'fake-gemini-key-privacy-test-5c1d';
const TMDB_TOKEN = 'fake-tmdb-token-privacy-test-8e2f';

describe('chat with TMDB as the catalogue source', () => {
  let app: Awaited<ReturnType<typeof buildApp>>;
  let tmdb: Awaited<ReturnType<typeof startFakeTmdb>>;
  let gemini: Awaited<ReturnType<typeof startFakeUpstream>>;

  beforeAll(async () => {
    tmdb = await startFakeTmdb({ token: TMDB_TOKEN });
    gemini = await startFakeUpstream((_req, res) =>
      sendJson(res, 200, { candidates: [{ content: { parts: [{ text: 'Try Heat (1995).' }] } }] }),
    );
    const dir = mkdtempSync(path.join(tmpdir(), 'nexus-privacy-'));
    writeFileSync(path.join(dir, 'index.html'), '<html><head><!--nexus-config--></head></html>');
    app = await buildApp({
      config: loadConfig({
        LOG_LEVEL: 'silent',
        DATA_DIR: dir,
        AUTH_MODE: 'anonymous',
        TMDB_READ_TOKEN: TMDB_TOKEN,
        TMDB_BASE_URL: tmdb.url,
        GEMINI_API_KEY: GEMINI_KEY,
        GEMINI_BASE_URL: gemini.url,
      }),
      clientDir: dir,
    });
  });
  afterAll(async () => {
    await app.close();
    await tmdb.close();
    await gemini.close();
  });

  it('puts no TMDB title or overview into the prompt, even with TMDB data in the cache', async () => {
    // Warm the server with TMDB answers first: lists and a search.
    const trending = await app.inject('/api/catalog/trending/movie/week');
    expect(fakeMovies.map((m) => m.title)).toContain(trending.json().results[0].title);
    expect((await app.inject('/api/catalog/tv/popular')).statusCode).toBe(200);
    expect((await app.inject('/api/catalog/search/multi?query=quantum')).statusCode).toBe(200);

    const res = await app.inject({
      method: 'POST',
      url: '/api/chat',
      payload: { text: 'an action movie for tonight' },
    });
    expect(res.json()).toMatchObject({ source: 'gemini' });
    const body = JSON.stringify(gemini.requests[0]?.body);
    expect(body).toContain('an action movie for tonight');
    for (const title of [...fakeMovies.map((m) => m.title), ...fakeTvShows.map((t) => t.name)]) {
      expect(body).not.toContain(title);
    }
    expect(body).not.toMatch(/Fake (film|series) number/);
  });

  it('never sends either key to the browser', async () => {
    const answers = await Promise.all([
      app.inject({ url: '/', headers: { accept: 'text/html' } }),
      app.inject({ url: '/neural-chat', headers: { accept: 'text/html' } }),
      app.inject('/healthz'),
      app.inject('/api/catalog'),
      app.inject('/api/catalog/movie/popular'),
      app.inject('/api/auth/get-session'),
      app.inject({ method: 'POST', url: '/api/chat', payload: { text: 'a comedy' } }),
      app.inject({ method: 'POST', url: '/api/chat', payload: { text: '' } }),
    ]);
    expect(answers[0]!.body).toContain('name="nexus-config"');
    for (const res of answers) {
      const seen = JSON.stringify(res.headers) + res.body;
      expect(seen).not.toContain(GEMINI_KEY);
      expect(seen).not.toContain(TMDB_TOKEN);
    }
  });
});
