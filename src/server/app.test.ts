import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import type { CatalogSource } from './catalog/catalog-source';
import { loadConfig } from './config';
import { NEXUS_MIGRATION_TABLE, NEXUS_MIGRATIONS } from './db/migrations';
import { hasTestPostgres, useOwnTestPostgres } from './db/testing/test-databases';

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

/** The app owns the database (issue 29): opened and migrated in every AUTH_MODE, closed last. */
describe('the app’s database', () => {
  const build = (env: Record<string, string>) => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'nexus-owned-'));
    const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...env });
    return {
      dataDir,
      app: buildApp({ config, catalogSource: {} as CatalogSource, clientDir: dataDir }),
    };
  };

  it.each(['anonymous', 'accounts'])(
    'is opened and migrated with AUTH_MODE=%s, and closed after every plugin',
    async (mode) => {
      const { dataDir, app: building } = build({ AUTH_MODE: mode });
      const app = await building;
      const wal = path.join(dataDir, 'nexus.db-wal');
      // A plugin registered last closes first: the database is still open for it.
      let openWhilePluginsClose = false;
      await app.register(async (plugin) => {
        plugin.addHook('onClose', async () => {
          openWhilePluginsClose = existsSync(wal);
        });
      });
      await app.ready();
      await app.close();
      expect(openWhilePluginsClose).toBe(true);
      // SQLite removes the write-ahead log when its last connection closes.
      expect(existsSync(wal)).toBe(false);
      const file = new SQLite(path.join(dataDir, 'nexus.db'), { readonly: true });
      const applied = file.prepare(`select name from ${NEXUS_MIGRATION_TABLE}`).all();
      file.close();
      expect(applied.map((row) => (row as { name: string }).name)).toEqual(NEXUS_MIGRATIONS);
    },
  );

  describe.skipIf(!hasTestPostgres)('on Postgres with accounts off', () => {
    const own = useOwnTestPostgres('nexus_anonymous_owned');

    it('tells /healthz when the database is down', async () => {
      const app = await build({ AUTH_MODE: 'anonymous', DATABASE_URL: own.url }).app;
      try {
        expect((await app.inject('/healthz')).statusCode).toBe(200);
        await own.postgres.pause();
        // Well past the probe's one-second memory of "up".
        await new Promise((resolve) => setTimeout(resolve, 1100));
        const health = await app.inject('/healthz');
        expect(health.statusCode).toBe(503);
        expect(health.json()).toEqual({ status: 'unavailable', database: 'down' });
      } finally {
        await own.postgres.resume();
        await app.close();
      }
    }, 60_000);
  });
});
