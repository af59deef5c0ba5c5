import { describe, expect, it, vi } from 'vitest';
import { databaseBackends } from '@/server/db/testing/test-databases';
import { useAuthBackend } from '@/server/testing/auth-backends';
import { DEVICE_COOKIE } from './device-cookie';
import { browser, testAccount, TEST_PASSWORD } from '@/server/testing/auth-test-harness';

/**
 * The attack of issue 27, on SQLite and on real Postgres: wrong passwords for one email from
 * 13 IPv6 /64s, 4 each, past the from-anywhere ceiling of 50. The owner's browser, which signed
 * in before, still gets in at once from a new address; any other browser waits, and is never
 * refused because of failures that were not its own. The app records the waits instead of
 * sleeping them, so nothing here is timed.
 */
// About 80 password checks (scrypt) per backend: slow on a busy machine.
vi.setConfig({ testTimeout: 300_000, hookTimeout: 120_000 });

const WRONG = (i: number) => `Wrong-Pass-${i}x`;

describe.each(databaseBackends)('the owner is never locked out by others, on $name', (backend) => {
  const waits: number[] = [];
  const built = useAuthBackend(backend.name, backend.skip, 'owner lock-out tests', {
    authSleep: async (ms) => {
      waits.push(ms);
    },
  });

  /** One browser at `ip`, holding the cookies of `from` (a browser moved to a new network). */
  const at = (ip: string, from?: ReturnType<typeof browser>) => {
    const client = browser(built.app, ip);
    for (const [name, value] of from?.jar ?? []) client.jar.set(name, value);
    return client;
  };
  /** A sign-in and the waits the server chose for it. */
  const signIn = async (client: ReturnType<typeof browser>, email: string, password: string) => {
    const before = waits.length;
    const answer = await client.signIn({ email, password });
    return { status: answer.status, waits: waits.slice(before) };
  };

  it.skipIf(backend.skip)(
    '13 /64s × 4 wrong passwords: the known browser gets in at once, a new one waits, none is refused',
    async () => {
      const input = testAccount();
      const owner = at('2001:db8:ffff::10');
      const signedUp = await owner.signUp(input);
      expect(signedUp.status).toBe(200);
      // The mark stays after sign-out: that is when the owner needs it.
      expect((await owner.signOut()).status).toBe(200);
      expect(owner.jar.has(DEVICE_COOKIE)).toBe(true);

      const statuses: number[] = [];
      for (let net = 0; net < 13; net += 1) {
        const attacker = at(`2001:db8:${net + 1}::${net + 7}`);
        for (let i = 0; i < 4; i += 1) {
          statuses.push((await signIn(attacker, input.email, WRONG(net * 4 + i))).status);
        }
      }
      expect(statuses).toEqual(Array(52).fill(401));

      // The owner's own browser, on a network it has never used: in, with no wait.
      const ownerAway = await signIn(at('2001:db8:aaaa::1', owner), input.email, TEST_PASSWORD);
      expect(ownerAway).toEqual({ status: 200, waits: [] });

      // A browser without the mark (the owner on a new device) waits, and gets in.
      const newDevice = await signIn(at('2001:db8:bbbb::1'), input.email, TEST_PASSWORD);
      expect(newDevice.status).toBe(200);
      expect(newDevice.waits).toEqual([1000]);

      // Another account's mark is no mark for this email.
      const stranger = at('2001:db8:cccc::1');
      expect((await stranger.signUp(testAccount())).status).toBe(200);
      expect(stranger.jar.has(DEVICE_COOKIE)).toBe(true);
      const borrowed = await signIn(at('2001:db8:dddd::1', stranger), input.email, TEST_PASSWORD);
      expect(borrowed).toEqual({ status: 200, waits: [1000] });

      // More spraying: the waits grow (2 s past 10 more failures, 4 s past 20), never a 429.
      const later: Array<{ status: number; waits: number[] }> = [];
      for (let net = 0; net < 5; net += 1) {
        const attacker = at(`2001:db9:${net + 1}::1`);
        for (let i = 0; i < 4; i += 1) later.push(await signIn(attacker, input.email, WRONG(i)));
      }
      expect(later.map((a) => a.status)).toEqual(Array(20).fill(401));
      expect(later.at(-1)!.waits.at(-1)).toBe(4000);
      const stillKnown = await signIn(at('2001:db8:eeee::1', owner), input.email, TEST_PASSWORD);
      expect(stillKnown).toEqual({ status: 200, waits: [] });
      const stillNew = await signIn(at('2001:db8:eeef::1'), input.email, TEST_PASSWORD);
      expect(stillNew).toEqual({ status: 200, waits: [4000] });

      // The mark never lifts the limit of the address it is at: 5 failures there, then 429.
      const ownerAtAttacker = at('2001:db9:1::2', owner);
      expect((await signIn(ownerAtAttacker, input.email, WRONG(9))).status).toBe(401);
      expect((await signIn(ownerAtAttacker, input.email, TEST_PASSWORD)).status).toBe(429);
    },
  );

  it.skipIf(backend.skip)(
    'the mark reveals nothing, lasts, and is HttpOnly and SameSite=Lax',
    async () => {
      const input = testAccount();
      const owner = at('2001:db8:5678::1');
      const signedUp = await owner.signUp(input);
      const line = signedUp.cookies.find((c) => c.startsWith(`${DEVICE_COOKIE}=`))!;
      expect(line).toMatch(/; Path=\/api\/auth; Max-Age=34560000; HttpOnly; SameSite=Lax$/);
      const value = owner.jar.get(DEVICE_COOKIE)!;
      const [local, domain] = input.email.split('@');
      for (const secret of [input.email, local!, domain!, signedUp.body.user!.id]) {
        expect(value).not.toContain(secret);
        expect(Buffer.from(value.replace(/\./g, ''), 'base64url').toString('latin1')).not.toContain(
          secret,
        );
      }
      // Signing in again on this browser keeps the one mark.
      await owner.signOut();
      expect((await owner.signIn({ email: input.email, password: TEST_PASSWORD })).status).toBe(
        200,
      );
      expect(owner.jar.get(DEVICE_COOKIE)).toBe(value);
    },
  );
});
