import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '@/server/app';
import { loadConfig } from '@/server/config';

/**
 * A server that is shutting down (docs/product.md#running-more-than-one-server) says so on its
 * health check (503 'draining'), so a proxy stops sending traffic; a request that still arrives
 * is answered, and its connection closed after it, so the proxy's next one goes elsewhere.
 */
describe('a draining server', () => {
  it('answers 503 to the health check, and serves what still comes on closing connections', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'nexus-drain-'));
    const app = await buildApp({
      config: loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dir, AUTH_MODE: 'anonymous' }),
      clientDir: dir,
    });
    // Holds the close open long enough to ask the server while it drains.
    let release = () => {};
    app.addHook('preClose', () => new Promise<void>((resolve) => (release = resolve)));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    const closing = app.close();
    await new Promise((resolve) => setTimeout(resolve, 50));

    const health = await fetch(`${base}/healthz`);
    expect(health.status).toBe(503);
    expect(await health.json()).toEqual({ status: 'draining' });
    expect(health.headers.get('connection')).toBe('close');
    const list = await fetch(`${base}/api/catalog/movie/popular`);
    expect(list.status).toBe(200);
    expect(list.headers.get('connection')).toBe('close');
    expect((await list.json()).results.length).toBeGreaterThan(0);

    release();
    await closing;
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();
  });
});
