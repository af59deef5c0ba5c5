import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/database';
import { databaseBackends, useTestDatabase } from '@/server/db/testing/test-databases';
import { resolveAuthSecret } from './auth-secret';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'nexus-secret-'));
const sqlite = { kind: 'sqlite' } as Database;

describe('auth secret', () => {
  it('with SQLite generates a secret once, keeps it in DATA_DIR with mode 0600, and reuses it', async () => {
    const dir = dataDir();
    const first = await resolveAuthSecret({ DATA_DIR: dir, AUTH_SECRET: undefined }, sqlite);
    expect(first.length).toBeGreaterThanOrEqual(32);
    const file = path.join(dir, 'auth-secret');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(await resolveAuthSecret({ DATA_DIR: dir, AUTH_SECRET: undefined }, sqlite)).toBe(first);
  });

  it('prefers AUTH_SECRET and writes nothing', async () => {
    const dir = dataDir();
    const secret = 'x'.repeat(40);
    expect(await resolveAuthSecret({ DATA_DIR: dir, AUTH_SECRET: secret }, sqlite)).toBe(secret);
    expect(() => statSync(path.join(dir, 'auth-secret'))).toThrow();
  });
});

/** Several servers on one Postgres, each with its own DATA_DIR, sign cookies alike. */
describe.skipIf(databaseBackends[1]!.skip)('auth secret with Postgres', () => {
  const database = useTestDatabase(databaseBackends[1]!, 'nexus_secret');

  it("is one secret for every server: the first server's, adopted from its DATA_DIR", async () => {
    const upgraded = dataDir();
    const old = 'o'.repeat(43);
    writeFileSync(path.join(upgraded, 'auth-secret'), `${old}\n`);
    const first = await resolveAuthSecret({ DATA_DIR: upgraded, AUTH_SECRET: undefined }, database);
    expect(first).toBe(old);
    // A second server, with its own (empty) DATA_DIR, gets the same and writes no file.
    const fresh = dataDir();
    expect(await resolveAuthSecret({ DATA_DIR: fresh, AUTH_SECRET: undefined }, database)).toBe(
      old,
    );
    expect(() => statSync(path.join(fresh, 'auth-secret'))).toThrow();
  });
});
