import { describe, expect, it, vi } from 'vitest';
import { databaseBackends } from '@/server/db/testing/test-databases';
import { useAuthBackend } from '@/server/testing/auth-backends';
import { browser, testAccount, TEST_PASSWORD } from '@/server/testing/auth-test-harness';

/**
 * New accounts per address per UTC day (SIGNUPS_PER_ADDRESS_PER_DAY), on SQLite and on real
 * Postgres: each account brings its own allowances, so one address cannot open them without end.
 */
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

describe.each(databaseBackends)('sign-ups per address per day, on $name', (backend) => {
  const built = useAuthBackend(
    backend.name,
    backend.skip,
    'sign-up limit tests',
    {},
    {
      SIGNUPS_PER_ADDRESS_PER_DAY: '3',
    },
  );
  // One IPv6 /64: every address in it is the same client.
  const from = (n: number) => browser(built.app, `2001:db8:42::${n}`);

  it.skipIf(backend.skip)(
    'allows the cap from one /64, then answers 429 until the next UTC day, creating nothing',
    async () => {
      const first = testAccount();
      expect((await from(1).signUp(first)).status).toBe(200);
      // A sign-up that fails (the email is taken) uses up nothing.
      expect((await from(2).signUp(first)).status).toBe(409);
      expect((await from(3).signUp(testAccount())).status).toBe(200);
      expect((await from(4).signUp(testAccount())).status).toBe(200);

      const refusedAccount = testAccount();
      const refused = await from(5).signUp(refusedAccount);
      expect(refused.status).toBe(429);
      expect(refused.body.error).toEqual({
        code: 'too-many-requests',
        message: expect.stringMatching(
          /^Too many new accounts from this network today\. Please try again in \d+ hours?\.$/,
        ),
      });
      const wait = Number(refused.headers['retry-after']);
      const untilMidnight = Math.ceil((new Date().setUTCHours(24, 0, 0, 0) - Date.now()) / 1000);
      expect(wait).toBeGreaterThanOrEqual(1);
      expect(wait).toBeLessThanOrEqual(untilMidnight + 1);
      expect(refused.cookies).toEqual([]);
      // Nothing was created: the account does not exist.
      const signIn = await browser(built.app, '198.51.100.42').signIn({
        email: refusedAccount.email,
        password: TEST_PASSWORD,
      });
      expect(signIn.status).toBe(401);

      // Another address has its own count.
      expect((await browser(built.app, '2001:db8:43::1').signUp(refusedAccount)).status).toBe(200);
    },
  );
});
