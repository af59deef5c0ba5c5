import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/server/app';
import { loadConfig } from '@/server/config';

describe('index.html with the page preloads', () => {
  const clientDir = mkdtempSync(path.join(tmpdir(), 'nexus-client-'));
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    writeFileSync(
      path.join(clientDir, 'index.html'),
      '<html><head><!--nexus-config--><script type="module" src="/assets/index-a.js"></script></head><body></body></html>',
    );
    mkdirSync(path.join(clientDir, '.vite'));
    writeFileSync(
      path.join(clientDir, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/index-a.js', isEntry: true },
        'src/client/app/routes/browse-route.tsx': {
          file: 'assets/browse-route-b.js',
          imports: ['index.html'],
        },
      }),
    );
    const dataDir = mkdtempSync(path.join(tmpdir(), 'nexus-data-'));
    app = await buildApp({
      config: loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir }),
      clientDir,
    });
  });
  afterAll(() => app.close());

  const page = (url: string, cookie?: string) =>
    app.inject({ url, headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });

  it('puts the preloads after the entry script, inside <head>', async () => {
    const res = await page('/browse', 'better-auth.session_token=abc.def');
    expect(res.statusCode).toBe(200);
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    expect(head.indexOf('/assets/index-a.js')).toBeLessThan(head.indexOf('get-session'));
    expect(head).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/browse-route-b.js" />',
    );
    expect(head).toContain('href="/api/catalog/trending/movie/week?page=1"');
  });

  it('varies by cookie: no page data is preloaded without a session cookie', async () => {
    const res = await page('/browse');
    expect(res.headers.vary).toContain('cookie');
    expect(res.body).toContain('/api/auth/get-session');
    expect(res.body).not.toContain('/api/catalog/');
  });
});
