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
      const gate = await limits.beginSignIn('Someone@Example.com');
      expect(gate.allowed).toBe(true);
      if (gate.allowed) await limits.endSignIn('someone@example.com', gate.token, 'failed');
      now += 60_000;
    }
    expect(await limits.beginSignIn('someone@example.com')).toEqual({
      allowed: false,
      retryAfterS: 300,
    });
    expect(await limits.checkSignIn('someone@example.com')).toEqual({
      allowed: false,
      retryAfterS: 300,
    });
    now += 300_000;
    expect((await limits.beginSignIn('someone@example.com')).allowed).toBe(true);
  });

  it('forgets failures after a successful sign-in, and frees the slot of any other outcome', async () => {
    const limits = new AuthLimits(database.db, undefined, clock);
    const attempt = async (outcome: 'failed' | 'succeeded' | 'other') => {
      const gate = await limits.beginSignIn('again@example.com');
      if (!gate.allowed) return false;
      await limits.endSignIn('again@example.com', gate.token, outcome);
      return true;
    };
    for (let i = 0; i < 4; i += 1) expect(await attempt('failed')).toBe(true);
    // A disabled account or a library error is not a failed guess: it does not use up a slot.
    for (let i = 0; i < 3; i += 1) expect(await attempt('other')).toBe(true);
    expect(await attempt('failed')).toBe(true);
    expect(await attempt('failed')).toBe(false);
    await limits.clearFailures('again@example.com');
    expect(await attempt('succeeded')).toBe(true);
    for (let i = 0; i < 5; i += 1) expect(await attempt('failed')).toBe(true);
    expect(await attempt('failed')).toBe(false);
  });

  it('lets exactly 5 of 20 parallel sign-ins for one email reach the password check', async () => {
    const limits = new AuthLimits(database.db, undefined, clock);
    const gates = await Promise.all(
      Array.from({ length: 20 }, () => limits.beginSignIn('burst@example.com')),
    );
    expect(gates.filter((g) => g.allowed)).toHaveLength(5);
    expect(gates.filter((g) => !g.allowed)).toHaveLength(15);
  });

  it('lets exactly 20 of 40 parallel calls from one IP through', async () => {
    const limits = new AuthLimits(database.db, undefined, clock);
    const verdicts = await Promise.all(
      Array.from({ length: 40 }, () => limits.takeCall('3.3.3.3')),
    );
    expect(verdicts.filter((v) => v.allowed)).toHaveLength(20);
  });
});
