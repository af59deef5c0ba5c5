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

  const ATTACKER = '6.6.6.6';
  const OWNER = '7.7.7.7';

  /** One sign-in from `ip` with the given outcome; false when it was refused before the check. */
  const attempt = async (
    limits: AuthLimits,
    email: string,
    ip: string,
    outcome: 'failed' | 'succeeded' | 'other',
  ) => {
    const gate = await limits.beginSignIn(email, ip);
    if (!gate.allowed) return false;
    await limits.endSignIn(email, ip, gate.tokens, outcome);
    return true;
  };

  it('refuses an address after 5 failures for one email for 10 minutes, counted from the first', async () => {
    const limits = new AuthLimits(database.db, undefined, clock);
    for (let i = 0; i < 5; i += 1) {
      expect(await attempt(limits, 'Someone@Example.com', ATTACKER, 'failed')).toBe(true);
      now += 60_000;
    }
    expect(await limits.beginSignIn('someone@example.com', ATTACKER)).toEqual({
      allowed: false,
      retryAfterS: 300,
    });
    expect(await limits.checkSignIn('someone@example.com', ATTACKER)).toEqual({
      allowed: false,
      retryAfterS: 300,
    });
    now += 300_000;
    expect((await limits.beginSignIn('someone@example.com', ATTACKER)).allowed).toBe(true);
  });

  it('never lets one address lock the owner out from another', async () => {
    const limits = new AuthLimits(database.db, undefined, clock);
    for (let i = 0; i < 5; i += 1)
      expect(await attempt(limits, 'owner@example.com', ATTACKER, 'failed')).toBe(true);
    expect(await attempt(limits, 'owner@example.com', ATTACKER, 'failed')).toBe(false);
    // The owner, from their own address, is let in at once, with no wait.
    const gate = await limits.beginSignIn('owner@example.com', OWNER);
    expect(gate).toMatchObject({ allowed: true, delayMs: 0 });
  });

  it('slows one email guessed from many addresses past 50 failures, never refuses it, and never slows a known device', async () => {
    const limits = new AuthLimits(database.db, undefined, clock);
    const email = 'sprayed@example.com';
    for (let i = 0; i < 50; i += 1)
      expect(await attempt(limits, email, `9.9.${i}.1`, 'failed')).toBe(true);
    const delays: number[] = [];
    for (let i = 0; i < 31; i += 1) {
      const gate = await limits.beginSignIn(email, `9.8.${i}.1`);
      if (!gate.allowed) throw new Error('refused because of failures from elsewhere');
      delays.push(gate.delayMs);
      await limits.endSignIn(email, `9.8.${i}.1`, gate.tokens, 'failed');
    }
    expect(delays.slice(0, 10)).toEqual(Array(10).fill(1000));
    expect(delays.slice(10, 20)).toEqual(Array(10).fill(2000));
    expect(delays.slice(20, 30)).toEqual(Array(10).fill(4000));
    expect(delays[30]).toBe(8000);
    expect(await limits.beginSignIn(email, '9.7.0.1', true)).toMatchObject({
      allowed: true,
      delayMs: 0,
    });
    expect(await limits.checkSignIn(email, '9.7.0.2')).toEqual({ allowed: true });
  });

  it('counts a whole IPv6 /64 as one address', async () => {
    const limits = new AuthLimits(database.db, undefined, clock);
    for (let i = 0; i < 5; i += 1)
      expect(await attempt(limits, 'v6@example.com', `2001:db8:5:5::${i + 1}`, 'failed')).toBe(
        true,
      );
    expect(await attempt(limits, 'v6@example.com', '2001:db8:5:5::ff', 'failed')).toBe(false);
    expect(await attempt(limits, 'v6@example.com', '2001:db8:5:6::1', 'failed')).toBe(true);
  });

  it('slows guesses down before refusing them: 0, 0, 0.5, 1 and 2 s', async () => {
    const limits = new AuthLimits(database.db, undefined, clock);
    const delays: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const gate = await limits.beginSignIn('slow@example.com', ATTACKER);
      if (!gate.allowed) throw new Error('refused too early');
      delays.push(gate.delayMs);
      await limits.endSignIn('slow@example.com', ATTACKER, gate.tokens, 'failed');
    }
    expect(delays).toEqual([0, 0, 500, 1000, 2000]);
  });

  it("forgets an address's failures after a successful sign-in, and frees the slot of any other outcome", async () => {
    const limits = new AuthLimits(database.db, undefined, clock);
    const email = 'again@example.com';
    for (let i = 0; i < 4; i += 1) expect(await attempt(limits, email, OWNER, 'failed')).toBe(true);
    // A disabled account or a library error is not a failed guess: it does not use up a slot.
    for (let i = 0; i < 3; i += 1) expect(await attempt(limits, email, OWNER, 'other')).toBe(true);
    expect(await attempt(limits, email, OWNER, 'failed')).toBe(true);
    expect(await attempt(limits, email, OWNER, 'failed')).toBe(false);
    await limits.clearFailures(email);
    expect(await attempt(limits, email, OWNER, 'succeeded')).toBe(true);
    for (let i = 0; i < 5; i += 1) expect(await attempt(limits, email, OWNER, 'failed')).toBe(true);
    expect(await attempt(limits, email, OWNER, 'failed')).toBe(false);
  });

  it('lets exactly 5 of 20 parallel sign-ins for one email from one address reach the check', async () => {
    const limits = new AuthLimits(database.db, undefined, clock);
    const gates = await Promise.all(
      Array.from({ length: 20 }, () => limits.beginSignIn('burst@example.com', ATTACKER)),
    );
    expect(gates.filter((g) => g.allowed)).toHaveLength(5);
    expect(gates.filter((g) => !g.allowed)).toHaveLength(15);
  });
});
