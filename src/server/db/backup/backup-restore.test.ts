import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '@/server/app';
import { browser, nextIp, testAccount } from '@/server/testing/auth-test-harness';
import type { CatalogSource } from '@/server/catalog/catalog-source';
import { loadConfig } from '@/server/config';
import { CHEAP_PASSWORDS } from '@/server/auth/testing/cheap-passwords';
import { DataDirLockedError } from '@/server/db/data-dir-lock';
import { saveOp } from '@/server/testing/library-client';
import { backupDir, listBackups } from './backup-files';
import { restoreBackup, RestoreError } from './restore-backup';
import { takeBackup } from './take-backup';

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

const newDataDir = () => mkdtempSync(path.join(tmpdir(), 'nexus-backup-'));

async function startApp(dataDir: string, env: Record<string, string> = {}) {
  const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...CHEAP_PASSWORDS, ...env });
  const app = await buildApp({ config, catalogSource: {} as CatalogSource, clientDir: dataDir });
  apps.push(app);
  return { app, config };
}

/** A signed-up viewer who can sign in again, with the library calls. */
async function viewerOn(app: FastifyInstance) {
  const account = testAccount();
  const page = browser(app, nextIp());
  const signedUp = await page.signUp(account);
  expect(signedUp.status).toBe(200);
  return {
    account,
    page,
    push: (ops: unknown[]) => page.post('POST', '/api/library/push', { ops }),
    keys: async () => {
      const res = await page.post('GET', '/api/library/changes?since=0');
      return {
        status: res.status,
        keys: ((res.body as { items?: Array<{ key: string }> }).items ?? []).map((i) => i.key),
      };
    },
  };
}

function openCopy(file: string) {
  return new SQLite(file, { readonly: true, fileMustExist: true });
}

describe('npm run backup (SQLite)', () => {
  it('a backup taken while pushes are applied is sound and holds every item pushed before it', async () => {
    const dataDir = newDataDir();
    const { app, config } = await startApp(dataDir);
    const viewer = await viewerOn(app);
    const before = Array.from({ length: 20 }, (_, i) => saveOp(i + 1, 1_700_000_000_000 + i));
    for (const op of before) expect((await viewer.push([op])).status).toBe(200);

    // Pushes in flight while the backup runs.
    const during = Array.from({ length: 30 }, (_, i) =>
      viewer.push([saveOp(1000 + i, 1_700_000_100_000 + i)]),
    );
    const result = await takeBackup(config);
    expect((await Promise.all(during)).every((res) => res.status === 200)).toBe(true);

    const [file] = result.files;
    expect(file).toMatch(/backups\/nexus-\d{8}-\d{6}\.db$/);
    const copy = openCopy(file!);
    try {
      expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
      const keys = new Set(
        (copy.prepare('select key from library_item').all() as Array<{ key: string }>).map(
          (row) => row.key,
        ),
      );
      for (const op of before) expect(keys.has(op.key)).toBe(true);
      // One moment's state: the account's counters agree with the rows the copy holds.
      const user = copy.prepare('select seq, stored_rows from library_user').get() as {
        seq: number;
        stored_rows: number;
      };
      const rows = copy
        .prepare(
          'select (select count(*) from library_item) + (select count(*) from library_op) as n',
        )
        .get() as { n: number };
      expect(user.stored_rows).toBe(rows.n);
      const maxSeq = copy.prepare('select max(seq) as s from library_item').get() as { s: number };
      expect(user.seq).toBe(maxSeq.s);
    } finally {
      copy.close();
    }
    // The generated session secret goes with it, readable by its owner only.
    const secret = result.files.find((name) => name.endsWith('.auth-secret'))!;
    expect(readFileSync(secret, 'utf8')).toBe(
      readFileSync(path.join(dataDir, 'auth-secret'), 'utf8'),
    );
    // Every file of it is readable by its owner only: it holds password hashes and sessions.
    for (const name of result.files) expect(statSync(name).mode & 0o777).toBe(0o600);
  });

  it('--keep N keeps exactly the newest N backups', async () => {
    const dataDir = newDataDir();
    const { config } = await startApp(dataDir);
    const day = Date.UTC(2026, 10, 20, 12, 0, 0);
    for (let i = 0; i < 5; i += 1) {
      await takeBackup(config, { now: new Date(day + i * 3_600_000) });
    }
    // Two in the same second get distinct names.
    const same = await takeBackup(config, { now: new Date(day + 5 * 3_600_000), keep: 3 });
    const second = await takeBackup(config, { now: new Date(day + 5 * 3_600_000), keep: 3 });
    expect(second.files[0]).toMatch(/nexus-20261120-170000-2\.db$/);
    expect(second.deleted).toEqual(['nexus-20261120-150000']);
    expect(same.deleted).toEqual([
      'nexus-20261120-140000',
      'nexus-20261120-130000',
      'nexus-20261120-120000',
    ]);
    expect(listBackups(backupDir(dataDir)).map((set) => set.stem)).toEqual([
      'nexus-20261120-170000-2',
      'nexus-20261120-170000',
      'nexus-20261120-160000',
    ]);
    // Each kept backup is whole: its database and its secrets (the auth secret, the push keys).
    expect(readdirSync(backupDir(dataDir)).sort()).toHaveLength(9);
  });

  it('with accounts off, only the secrets are backed up, and it says so', async () => {
    const dataDir = newDataDir();
    writeFileSync(path.join(dataDir, 'auth-secret'), 'x'.repeat(43) + '\n');
    const config = loadConfig({ DATA_DIR: dataDir, AUTH_MODE: 'anonymous' });
    const result = await takeBackup(config);
    expect(result.files.map((file) => path.basename(file))).toEqual([
      expect.stringMatching(/^nexus-\d{8}-\d{6}\.auth-secret$/),
    ]);
    expect(result.notes.join(' ')).toMatch(/AUTH_MODE=anonymous.*only its secrets/);
  });
});

describe('npm run restore (SQLite)', () => {
  it('refuses a file that is not a NEXUS database, and changes nothing', async () => {
    const dataDir = newDataDir();
    const { app } = await startApp(dataDir);
    await app.close();
    const before = readFileSync(path.join(dataDir, 'nexus.db'));
    const text = path.join(newDataDir(), 'notes.db');
    writeFileSync(text, 'not a database at all, just some words '.repeat(200));
    expect(() => restoreBackup(dataDir, text)).toThrow(
      new RestoreError(`${text} is not a SQLite database, so not a NEXUS backup.`),
    );
    const other = path.join(newDataDir(), 'other.db');
    const foreign = new SQLite(other);
    foreign.exec('create table notes (body text)');
    foreign.close();
    expect(() => restoreBackup(dataDir, other)).toThrow(
      /is not a NEXUS database: it lacks the tables nexus_migration, user, session, account/,
    );
    expect(readFileSync(path.join(dataDir, 'nexus.db')).equals(before)).toBe(true);
    expect(readdirSync(dataDir).filter((name) => name.includes('restoring'))).toEqual([]);
    expect(existsSync(path.join(dataDir, 'nexus.lock'))).toBe(false);
  });

  it('refuses while a live process holds the data directory, and ignores a stale lock', async () => {
    const dataDir = newDataDir();
    const { app, config } = await startApp(dataDir);
    const { files } = await takeBackup(config);
    await app.close();
    // The parent of this test process: alive, and not us.
    writeFileSync(path.join(dataDir, 'nexus.lock'), `${process.ppid}\n`);
    expect(() => restoreBackup(dataDir, files[0]!)).toThrow(DataDirLockedError);
    expect(() => restoreBackup(dataDir, files[0]!)).toThrow(
      `Another NEXUS process (pid ${process.ppid}) is using the data directory ${dataDir}.`,
    );
    // A process that has ended leaves a stale lock, which is taken over.
    const ended = spawnSync('true').pid;
    writeFileSync(path.join(dataDir, 'nexus.lock'), `${ended}\n`);
    expect(() => restoreBackup(dataDir, files[0]!)).not.toThrow();
    // So does one whose pid now belongs to another process (after a reboot, say): it started
    // at another time than the lock says.
    writeFileSync(path.join(dataDir, 'nexus.lock'), `${process.ppid} 1\n`);
    expect(() => restoreBackup(dataDir, files[0]!)).not.toThrow();
    expect(existsSync(path.join(dataDir, 'nexus.lock'))).toBe(false);
  });

  it('refuses a backup made by a newer NEXUS', async () => {
    const dataDir = newDataDir();
    const { app, config } = await startApp(dataDir);
    const { files } = await takeBackup(config);
    await app.close();
    const copy = new SQLite(files[0]!);
    copy
      .prepare(`insert into nexus_migration (name, timestamp) values ('9999-from-the-future', 'x')`)
      .run();
    copy.close();
    expect(() => restoreBackup(dataDir, files[0]!)).toThrow(
      /was made by a newer NEXUS than this one \(its schema has 9999-from-the-future.*Update NEXUS first/,
    );
  });

  it('puts an older backup in place, keeps the old file aside, ends every session; the next start migrates it', async () => {
    const dataDir = newDataDir();
    const first = await startApp(dataDir);
    const viewer = await viewerOn(first.app);
    const op = saveOp(603, 1_700_000_000_000);
    expect((await viewer.push([op])).status).toBe(200);
    const { files } = await takeBackup(first.config);
    await first.app.close();
    // The backup as a NEXUS before migration 0011 would have made it: neither that migration's
    // table nor any later one's.
    const copy = new SQLite(files[0]!);
    copy.exec(
      `drop table server_meta; drop table if exists "twoFactor"; drop table if exists passkey;
       delete from nexus_migration where name >= '0011'`,
    );
    copy.close();

    const result = restoreBackup(dataDir, files[0]!, new Date(Date.UTC(2026, 10, 26, 18, 0, 0)));
    expect(result.keptAside.map((file) => path.basename(file))).toContain(
      'nexus-replaced-20261126-180000.db',
    );
    const second = await startApp(dataDir);
    const migrated = openCopy(path.join(dataDir, 'nexus.db'));
    try {
      expect(
        migrated.prepare(`select name from nexus_migration where name = '0011-server-meta'`).get(),
      ).toBeTruthy();
      expect(migrated.prepare(`select value from server_meta`).get()).toBeTruthy();
      expect(migrated.prepare('select count(*) as n from session').get()).toEqual({ n: 0 });
    } finally {
      migrated.close();
    }
    // The old session cookie no longer works; signing in again finds the library.
    const again = browser(second.app, nextIp());
    for (const [name, value] of viewer.page.jar) again.jar.set(name, value);
    expect((await again.post('GET', '/api/library/changes?since=0')).status).toBe(401);
    expect((await again.signIn(viewer.account)).status).toBe(200);
    const pulled = await again.post('GET', '/api/library/changes?since=0');
    expect((pulled.body as { items: Array<{ key: string }> }).items.map((i) => i.key)).toEqual([
      op.key,
    ]);
  });

  it('gives the library a new epoch, which every pull answer names', async () => {
    const dataDir = newDataDir();
    const first = await startApp(dataDir);
    const viewer = await viewerOn(first.app);
    const epochOf = async (page: ReturnType<typeof browser>) =>
      ((await page.post('GET', '/api/library/changes?since=0')).body as { epoch?: string }).epoch;
    const before = await epochOf(viewer.page);
    expect(before).toMatch(/^[\w-]{16}$/);
    const { files } = await takeBackup(first.config);
    await first.app.close();

    restoreBackup(dataDir, files[0]!);
    const second = await startApp(dataDir);
    const again = browser(second.app, nextIp());
    expect((await again.signIn(viewer.account)).status).toBe(200);
    const after = await epochOf(again);
    expect(after).toMatch(/^[\w-]{16}$/);
    expect(after).not.toBe(before);
  });
});
