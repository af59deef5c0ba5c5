import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { loadConfig } from './config';

describe('server shell', () => {
  const clientDir = mkdtempSync(path.join(tmpdir(), 'nexus-client-'));
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    writeFileSync(
      path.join(clientDir, 'index.html'),
      '<html><head><!--nexus-config--></head><body>app</body></html>',
    );
    const dataDir = mkdtempSync(path.join(tmpdir(), 'nexus-data-'));
    app = await buildApp({
      config: loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, AUTH_MODE: 'anonymous' }),
      clientDir,
    });
  });
  afterAll(() => app.close());

  it('answers /healthz', async () => {
    const res = await app.inject('/healthz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok' });
  });

  it('serves index.html with the client config for deep links', async () => {
    const res = await app.inject({ url: '/movie/123', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('name="nexus-config"');
    expect(res.body).toContain('&quot;authMode&quot;:&quot;anonymous&quot;');
  });

  it('answers unknown API paths with the JSON error shape, never HTML', async () => {
    const res = await app.inject('/api/nope');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'not-found', message: expect.any(String) } });
  });

  it('answers a missing asset with 404 rather than the app', async () => {
    const res = await app.inject('/assets/missing-abc.js');
    expect(res.statusCode).toBe(404);
  });
});
