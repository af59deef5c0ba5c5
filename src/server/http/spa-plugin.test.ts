import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/server/app';
import { loadConfig } from '@/server/config';
import { CHEAP_PASSWORDS } from '@/server/auth/testing/cheap-passwords';

describe('index.html prepared for its page', () => {
  const clientDir = mkdtempSync(path.join(tmpdir(), 'nexus-client-'));
  let app: Awaited<ReturnType<typeof buildApp>>;
  let cookie = '';

  beforeAll(async () => {
    writeFileSync(
      path.join(clientDir, 'index.html'),
      '<html><head><!--nexus-config--><script type="module" crossorigin src="/assets/index-a.js"></script><link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/vendor-v.js"></head><body></body></html>',
    );
    mkdirSync(path.join(clientDir, 'assets'));
    writeFileSync(path.join(clientDir, 'assets', 'index-a.js'), 'export {};');
    writeFileSync(path.join(clientDir, 'service-worker.js'), 'self.x = 1;');
    writeFileSync(path.join(clientDir, 'manifest.webmanifest'), '{"name":"NEXUS"}');
    writeFileSync(path.join(clientDir, 'favicon.svg'), '<svg/>');
    mkdirSync(path.join(clientDir, '.vite'));
    writeFileSync(
      path.join(clientDir, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/index-a.js', isEntry: true, imports: ['_vendor.js'] },
        '_vendor.js': { file: 'assets/vendor-v.js' },
        'src/client/page-start/page-start.ts': { file: 'assets/page-start-s.js', isEntry: true },
        'src/client/app/routes/browse-route.tsx': {
          file: 'assets/browse-route-b.js',
          imports: ['index.html'],
        },
      }),
    );
    const dataDir = mkdtempSync(path.join(tmpdir(), 'nexus-data-'));
    app = await buildApp({
      config: loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...CHEAP_PASSWORDS }),
      clientDir,
    });
    const signUp = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { host: 'nexus.test', origin: 'http://nexus.test' },
      payload: { name: 'Ada', email: 'ada@example.com', password: 'Analytical-Engine-1843' },
    });
    expect(signUp.statusCode).toBe(200);
    const setCookie = signUp.headers['set-cookie'];
    cookie = (Array.isArray(setCookie) ? setCookie : [String(setCookie)])
      .map((line) => line.split(';')[0])
      .join('; ');
  });
  afterAll(() => app.close());

  it('serves hashed assets for a year, and no path trick reaches a file outside them', async () => {
    const asset = await app.inject('/assets/index-a.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const probe of [
      '/assets/..%2f.vite%2fmanifest.json',
      '/assets/../.vite/manifest.json',
      '/assets/%2e%2e/.vite/manifest.json',
      '/assets//..//.vite/manifest.json',
    ]) {
      const res = await app.inject(probe);
      expect(res.body, probe).not.toContain('isEntry');
    }
  });

  const page = (url: string, withCookie = '') =>
    app.inject({
      url,
      headers: {
        host: 'nexus.test',
        accept: 'text/html',
        ...(withCookie ? { cookie: withCookie } : {}),
      },
    });

  it("carries the signed-in visitor's session and the first row, and one script that loads the app after it", async () => {
    const res = await page('/browse', cookie);
    expect(res.statusCode).toBe(200);
    // The page holds the visitor's email: never kept, not even in their own browser's cache.
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers.vary).toContain('cookie');
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    expect(head).toContain('"email":"ada@example.com"');
    expect(head).toContain('"/api/catalog/trending/movie/week?page=1":{"page":1');
    // The build's entry script and preloads give way to the page-start script (decision 0036),
    // which names the entry, its chunks and the route's, in that order.
    const scripts = head.match(/<script type="module"[^>]*><\/script>/g);
    expect(scripts).toEqual([
      '<script type="module" crossorigin fetchpriority="low" src="/assets/page-start-s.js" data-modules="/assets/index-a.js /assets/vendor-v.js /assets/browse-route-b.js"></script>',
    ]);
    expect(head).not.toContain('modulepreload');
    expect(head.indexOf('nexus-bootstrap')).toBeLessThan(head.indexOf('page-start-s.js'));
    expect(head).toContain('rel="preload" as="image" fetchpriority="high" href="/api/art/poster/');
  });

  it('tells a visitor without a session that nobody is signed in, with no page data', async () => {
    const res = await page('/browse');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('{"session":{"user":null},"responses":{}}');
    expect(res.body).not.toContain('/api/catalog/');
  });

  it('has browsers check the service worker and manifest on every visit, so updates are seen', async () => {
    for (const file of ['/service-worker.js', '/manifest.webmanifest']) {
      const res = await app.inject(file);
      expect(res.statusCode, file).toBe(200);
      expect(res.headers['cache-control'], file).toBe('no-cache');
    }
    expect((await app.inject('/manifest.webmanifest')).headers['content-type']).toContain(
      'application/manifest+json',
    );
    expect((await app.inject('/favicon.svg')).headers['cache-control']).toBe(
      'public, max-age=3600',
    );
  });

  it("serves the offline app shell with the settings and nobody's session, even to a signed-in visitor", async () => {
    const res = await page('/app-shell.html', cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.body).toContain('<meta name="nexus-config"');
    // The shell has no server-painted page to wait for: it loads the app itself, as built.
    expect(res.body).toContain('<script type="module" crossorigin src="/assets/index-a.js">');
    expect(res.body).not.toContain('page-start');
    expect(res.body).not.toContain('nexus-bootstrap');
    expect(res.body).not.toContain('ada@example.com');
  });
});
