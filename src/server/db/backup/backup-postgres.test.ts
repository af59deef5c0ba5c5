import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/server/app';
import { browser, nextIp, testAccount } from '@/server/testing/auth-test-harness';
import type { CatalogSource } from '@/server/catalog/catalog-source';
import { loadConfig } from '@/server/config';
import { CHEAP_PASSWORDS } from '@/server/auth/testing/cheap-passwords';
import { findPostgresBin } from '@/server/db/testing/test-postgres';
import {
  hasTestPostgres,
  startBackendServer,
  type BackendServer,
} from '@/server/db/testing/test-databases';
import { saveOp } from '@/server/testing/library-client';
import { BackupError } from './backup-files';
import { RestoreError } from './restore-backup';
import { restorePostgres } from './restore-postgres';
import { takeBackup } from './take-backup';

const bin = findPostgresBin() ?? '';

describe.skipIf(!hasTestPostgres)('backup and restore on Postgres (pg_dump, pg_restore)', () => {
  let server: BackendServer;
  const apps: FastifyInstance[] = [];
  beforeAll(async () => {
    server = await startBackendServer('postgres', 'nexus_backup_restore');
  });
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
  });
  afterAll(async () => server?.stop());

  async function startApp() {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'nexus-pg-backup-'));
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      DATABASE_URL: server.url,
      ...CHEAP_PASSWORDS,
    });
    const app = await buildApp({ config, catalogSource: {} as CatalogSource, clientDir: dataDir });
    apps.push(app);
    return { app, config };
  }
  const pull = async (page: ReturnType<typeof browser>) =>
    (await page.post('GET', '/api/library/changes?since=0')).body as {
      items?: Array<{ key: string }>;
      epoch?: string;
    };

  it('puts the dump back, ends every session and starts a new library epoch', async () => {
    const first = await startApp();
    const account = testAccount();
    const page = browser(first.app, nextIp());
    expect((await page.signUp(account)).status).toBe(200);
    const saved = saveOp(603, 1_700_000_000_000);
    expect((await page.post('POST', '/api/library/push', { ops: [saved] })).status).toBe(200);
    const before = await pull(page);
    const { files } = await takeBackup(first.config, { pgDump: path.join(bin, 'pg_dump') });
    const dump = files.find((file) => file.endsWith('.dump'))!;
    // Saved after the backup: the restore takes it away.
    const later = saveOp(604, 1_700_000_100_000);
    expect((await page.post('POST', '/api/library/push', { ops: [later] })).status).toBe(200);
    await first.app.close();

    expect(await restorePostgres(server.url!, dump, path.join(bin, 'pg_restore'))).toBe('restored');

    const second = await startApp();
    const again = browser(second.app, nextIp());
    for (const [name, value] of page.jar) again.jar.set(name, value);
    expect((await again.post('GET', '/api/library/changes?since=0')).status).toBe(401);
    expect((await again.signIn(account)).status).toBe(200);
    const after = await pull(again);
    expect(after.items!.map((item) => item.key)).toEqual([saved.key]);
    expect(after.epoch).toBeTruthy();
    expect(after.epoch).not.toBe(before.epoch);
  });

  it('refuses a file pg_restore cannot read, saying so', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'nexus-pg-bad-')), 'notes.dump');
    writeFileSync(file, 'not a dump');
    await expect(restorePostgres(server.url!, file, path.join(bin, 'pg_restore'))).rejects.toThrow(
      RestoreError,
    );
    await expect(restorePostgres(server.url!, file, path.join(bin, 'pg_restore'))).rejects.toThrow(
      /^pg_restore refused .*notes\.dump: /,
    );
  });

  it('a pg_dump that fails is said, and leaves no file behind', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'nexus-pg-down-'));
    const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: 'postgres://u:pw@127.0.0.1:1/x' });
    const backup = takeBackup(config, { pgDump: path.join(bin, 'pg_dump') });
    await expect(backup).rejects.toThrow(BackupError);
    await expect(backup).rejects.toThrow(/^pg_dump failed: .*127\.0\.0\.1/);
    expect(readdirSync(path.join(dataDir, 'backups'))).toEqual([]);
  });

  it('without pg_restore installed, says so and changes nothing', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'nexus-pg-none-')), 'nexus.dump');
    writeFileSync(file, 'PGDMP');
    expect(await restorePostgres(server.url!, file, '/nowhere/pg_restore')).toBe('no-pg-restore');
  });
});
