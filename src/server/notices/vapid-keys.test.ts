import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/database';
import { resolveVapidKeys } from './vapid-keys';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'nexus-vapid-'));
const sqlite = { kind: 'sqlite' } as Database;
const unset = { VAPID_PUBLIC_KEY: undefined, VAPID_PRIVATE_KEY: undefined };

describe('Web Push keys', () => {
  it('with SQLite are generated once, kept in DATA_DIR with mode 0600, and reused', async () => {
    const dir = dataDir();
    const first = await resolveVapidKeys({ DATA_DIR: dir, ...unset }, sqlite);
    expect(first.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(first.privateKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const file = path.join(dir, 'vapid-keys');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8')).toContain(first.publicKey);
    expect(await resolveVapidKeys({ DATA_DIR: dir, ...unset }, sqlite)).toEqual(first);
  });

  it('come from VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set, writing nothing', async () => {
    const dir = dataDir();
    const keys = { VAPID_PUBLIC_KEY: 'B'.repeat(87), VAPID_PRIVATE_KEY: 'p'.repeat(43) };
    expect(await resolveVapidKeys({ DATA_DIR: dir, ...keys }, sqlite)).toEqual({
      publicKey: keys.VAPID_PUBLIC_KEY,
      privateKey: keys.VAPID_PRIVATE_KEY,
    });
    expect(() => statSync(path.join(dir, 'vapid-keys'))).toThrow();
  });
});
