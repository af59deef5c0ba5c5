import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { buildAuthApp, testAccount } from '@/server/testing/auth-test-harness';
import { openDatabase } from '@/server/db/database';

const DAY = 86_400_000;

/**
 * Behind a TLS proxy (TRUST_PROXY=1, X-Forwarded-Proto: https) with no PUBLIC_URL: every cookie
 * keeps Secure, including the session cookie the auth library refreshes (once a day) while the
 * page builder asks for the session internally over plain http; and HSTS is sent.
 */
describe('cookies and HSTS behind a TLS proxy', async () => {
  // A built page (index.html with a head), so the page builder runs.
  const clientDir = mkdtempSync(path.join(tmpdir(), 'nexus-client-'));
  writeFileSync(path.join(clientDir, 'index.html'), '<html><head></head><body></body></html>');
  const built = await buildAuthApp({ TRUST_PROXY: '1' }, clientDir);
  afterAll(() => built.app.close());
  const host = 'nexus.test';
  const viaProxy = {
    host,
    origin: `https://${host}`,
    'x-forwarded-proto': 'https',
    'x-forwarded-for': '198.51.100.20',
  };

  it('keeps Secure on a session cookie refreshed while building a page', async () => {
    const signUp = await built.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: viaProxy,
      payload: testAccount(),
    });
    expect(signUp.statusCode).toBe(200);
    const cookie = String(signUp.headers['set-cookie']).split(';')[0]!;

    // Two days on, the session is due for its daily refresh.
    const database = openDatabase(built.config);
    try {
      const db = database.db as unknown as Kysely<{
        session: { expiresAt: string; updatedAt: string };
      }>;
      // SQLite keeps the library's dates as ISO text.
      await db
        .updateTable('session')
        .set({
          expiresAt: new Date(Date.now() + 28 * DAY).toISOString(),
          updatedAt: new Date(Date.now() - 2 * DAY).toISOString(),
        })
        .execute();
    } finally {
      await database.close();
    }

    const page = await built.app.inject({
      url: '/browse',
      headers: { ...viaProxy, accept: 'text/html', cookie },
    });
    expect(page.statusCode).toBe(200);
    const refreshed = [page.headers['set-cookie'] ?? []].flat().map(String);
    const session = refreshed.find((line) => line.includes('session_token='));
    expect(session, 'the page refreshed the session cookie').toBeDefined();
    expect(session).toMatch(/; Secure/);
    expect(page.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('marks the known-device cookie Secure too, and only over https', async () => {
    const deviceLine = async (headers: Record<string, string>) => {
      const res = await built.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        headers,
        payload: testAccount(),
      });
      expect(res.statusCode).toBe(200);
      return [res.headers['set-cookie'] ?? []]
        .flat()
        .map(String)
        .find((line) => line.startsWith('nexus-device='));
    };
    expect(await deviceLine(viaProxy)).toMatch(/; HttpOnly; SameSite=Lax; Secure$/);
    const plain = await deviceLine({
      host,
      origin: `http://${host}`,
      'x-forwarded-for': '198.51.100.21',
    });
    expect(plain).toMatch(/; HttpOnly; SameSite=Lax$/);
  });

  it('sends no HSTS over plain http', async () => {
    const res = await built.app.inject({ url: '/healthz', headers: { host } });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});
