import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '@/server/db/database';
import { migrateNexusTables } from '@/server/db/migrations';
import { AuthLimits } from './auth-limits';

describe('auth limits', () => {
  let database: Database;
  let now = 1_000_000;
  const clock = () => now;

  beforeAll(async () => {
    database = openDatabase({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'nexus-limits-')) });
    await migrateNexusTables(database.db as unknown as Kysely<unknown>);
  });
  afterAll(() => database.close());

  it('lets 20 calls per minute through, then says when the oldest leaves the window', async () => {
    const limits = new AuthLimits(database.db, undefined, clock);
    for (let i = 0; i < 20; i += 1) {
      expect((await limits.takeCall('1.1.1.1')).allowed).toBe(true);
      now += 1000;
    }
    expect(await limits.takeCall('1.1.1.1')).toEqual({ allowed: false, retryAfterS: 40 });
    expect((await limits.takeCall('2.2.2.2')).allowed).toBe(true);
    now += 40_000; // the first call is now a minute old
    expect((await limits.takeCall('1.1.1.1')).allowed).toBe(true);
  });

  it('blocks an email after 5 failures for 10 minutes, counted from the first', async () => {
    const limits = new AuthLimits(database.db, undefined, clock);
    for (let i = 0; i < 5; i += 1) {
      expect((await limits.checkSignIn('Someone@Example.com')).allowed).toBe(true);
      await limits.recordFailure('someone@example.com');
      now += 60_000;
    }
    expect(await limits.checkSignIn('someone@example.com')).toEqual({
      allowed: false,
      retryAfterS: 300,
    });
    now += 300_000;
    expect((await limits.checkSignIn('someone@example.com')).allowed).toBe(true);
  });

  it('forgets failures after a successful sign-in', async () => {
    const limits = new AuthLimits(database.db, undefined, clock);
    for (let i = 0; i < 5; i += 1) await limits.recordFailure('again@example.com');
    expect((await limits.checkSignIn('again@example.com')).allowed).toBe(false);
    await limits.clearFailures('again@example.com');
    expect((await limits.checkSignIn('again@example.com')).allowed).toBe(true);
  });
});
