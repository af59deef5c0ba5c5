import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/server/app';
import { loadConfig } from '@/server/config';
import { LOW_END_FLAG_SCRIPT } from '@/shared/low-end-flag';

/** The page's one inline script, by its hash: nothing else inline may run. */
const FLAG_HASH = `'sha256-${createHash('sha256').update(LOW_END_FLAG_SCRIPT).digest('base64')}'`;

async function appWith(env: Record<string, string>) {
  const clientDir = mkdtempSync(path.join(tmpdir(), 'nexus-client-'));
  writeFileSync(
    path.join(clientDir, 'index.html'),
    '<html><head><!--nexus-config--></head></html>',
  );
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'nexus-data-')),
    ...env,
  });
  return buildApp({ config, clientDir });
}

function directives(csp: string) {
  return Object.fromEntries(
    csp.split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

describe('security headers', () => {
  let app: Awaited<ReturnType<typeof appWith>>;
  beforeAll(async () => {
    app = await appWith({});
  });
  afterAll(() => app.close());

  it.each(['/', '/browse', '/healthz', '/api/nope'])('are on %s', async (url) => {
    const res = await app.inject({ url, headers: { accept: 'text/html' } });
    const csp = directives(String(res.headers['content-security-policy']));
    expect(csp['script-src']).toEqual(["'self'", FLAG_HASH]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['frame-src']).toEqual(["'self'", 'https://www.youtube.com']);
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:']);
    // The installable app's worker and manifest come from our origin only.
    expect(csp['worker-src']).toEqual(["'self'"]);
    expect(csp['manifest-src']).toEqual(["'self'"]);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it.each([
    ['an address that does not decode', '/api/catalog/movie/%E0%A4%A', 400, 'bad-url'],
    ['an over-long path parameter', `/api/catalog/tv/${'1'.repeat(150)}`, 414, 'max-param-length'],
    ['a bad request body', '/api/chat', 400, 'ctp-empty-json-body'],
  ])('are on requests refused before any route runs: %s', async (_, url, status, code) => {
    const res = await app.inject({
      method: url === '/api/chat' ? 'POST' : 'GET',
      url,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ error: { code, message: expect.any(String) } });
    const csp = directives(String(res.headers['content-security-policy']));
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  it('lets our own player frame the demo stream, and nobody else', async () => {
    const res = await app.inject('/embed/movie/1');
    const csp = directives(String(res.headers['content-security-policy']));
    expect(csp['frame-ancestors']).toEqual(["'self'"]);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const page = await app.inject('/browse');
    expect(page.headers['x-frame-options']).toBe('DENY');
  });

  it('adds HSTS and the TMDB image host when configured', async () => {
    const secure = await appWith({
      PUBLIC_URL: 'https://nexus.example.com',
      TMDB_API_KEY: 'x'.repeat(32),
      TMDB_IMAGE_BASE_URL: 'https://image.tmdb.org/t/p',
    });
    try {
      const res = await secure.inject('/healthz');
      expect(res.headers['strict-transport-security']).toContain('max-age=31536000');
      const csp = directives(String(res.headers['content-security-policy']));
      expect(csp['img-src']).toContain('https://image.tmdb.org');
    } finally {
      await secure.close();
    }
  });
});
