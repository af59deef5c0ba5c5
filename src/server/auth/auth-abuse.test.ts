import { verifyPassword } from 'better-auth/crypto';
import type { Kysely } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { openDatabase, type NexusTables } from '@/server/db/database';
import { useAuthBackend } from '@/server/testing/auth-backends';
import { databaseBackends } from '@/server/db/testing/test-databases';
import {
  browser,
  freshEmail,
  nextIp,
  ORIGIN,
  testAccount,
  TEST_PASSWORD,
} from '@/server/testing/auth-test-harness';

/**
 * What the auth API does under attack, on SQLite and on real Postgres: bursts of wrong
 * passwords, requests from other sites, and how passwords are stored.
 */
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

const WRONG = (i: number) => `Wrong-Pass-${i}x`;

describe.each(databaseBackends)('auth API under attack on $name', ({ name, skip }) => {
  const built = useAuthBackend(name, skip, 'auth abuse tests');
  const client = (ip: string, origin?: string) => browser(built.app, ip, origin);

  /** Moves the email's counted failures back in time, as if `ms` had passed. */
  async function age(email: string, ms: number) {
    const database = openDatabase(built.config);
    try {
      await (database.db as Kysely<NexusTables>)
        .updateTable('auth_attempt')
        .set((eb) => ({ at: eb('at', '-', ms) }))
        .where((eb) =>
          eb.or([eb('key', '=', `fail:${email}`), eb('key', 'like', `fail:${email}|%`)]),
        )
        .execute();
    } finally {
      await database.close();
    }
  }

  it.skipIf(skip)(
    '20 rapid wrong passwords from one address: 5 are checked, then 429 for ~600 s there, and the owner elsewhere still gets in',
    async () => {
      const input = testAccount();
      expect((await client(nextIp()).signUp(input)).status).toBe(200);
      const attacker = client(nextIp());
      const answers = [];
      const answeredAt: number[] = [];
      const started = Date.now();
      for (let i = 0; i < 20; i += 1) {
        answers.push(await attacker.signIn({ email: input.email, password: WRONG(i) }));
        answeredAt.push(Date.now());
      }
      /**
       * The least Retry-After an answer given by `at` can name: the 600 s are counted from a
       * failure, none of which came before the first guess.
       */
      const leastWait = (at: number) => 600 - Math.ceil((at - started) / 1000);
      const elapsedMs = Date.now() - started;
      const statuses = answers.map((a) => a.status);
      expect(statuses).toEqual([...Array(5).fill(401), ...Array(15).fill(429)]);
      // The guesses slowed down before they were refused: 0 + 0 + 0.5 + 1 + 2 s of waiting.
      expect(elapsedMs).toBeGreaterThanOrEqual(3500);
      const retryAfter = answers.slice(5).map((a) => Number(a.headers['retry-after']));
      retryAfter.forEach((seconds, i) => {
        expect(seconds).toBeGreaterThanOrEqual(leastWait(answeredAt[i + 5]!));
        expect(seconds).toBeLessThanOrEqual(600);
      });
      expect(answers[5]!.body.error?.code).toBe('too-many-requests');

      // From the attacker's own address even the right password waits; Retry-After names the
      // longer of the two waits (this is also its 21st call of the minute).
      const fromAttacker = await attacker.signIn({ email: input.email, password: TEST_PASSWORD });
      expect(fromAttacker.status).toBe(429);
      expect(Number(fromAttacker.headers['retry-after'])).toBeGreaterThanOrEqual(
        leastWait(Date.now()),
      );
      // The owner, from their own address, is not locked out by someone else's guesses.
      const owner = await client(nextIp()).signIn({ email: input.email, password: TEST_PASSWORD });
      expect(owner.status).toBe(200);

      // Ten minutes on, the guessing address may try again.
      await age(input.email, 10 * 60_000);
      const later = client(nextIp());
      expect((await later.signIn({ email: input.email, password: TEST_PASSWORD })).status).toBe(
        200,
      );
      console.info(
        `20 rapid wrong passwords on ${name}: ${statuses.join(',')}; Retry-After ` +
          `${Math.min(...retryAfter)}-${Math.max(...retryAfter)} s; the owner from elsewhere: ` +
          `${owner.status}; ${elapsedMs} ms in all`,
      );
    },
  );

  it.skipIf(skip)(
    '20 wrong passwords at once from one address: only 5 reach the check',
    async () => {
      const input = testAccount();
      await client(nextIp()).signUp(input);
      const attacker = nextIp();
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          client(attacker).signIn({ email: input.email, password: WRONG(i) }),
        ),
      );
      const statuses = answers.map((a) => a.status).sort();
      expect(statuses).toEqual([...Array(5).fill(401), ...Array(15).fill(429)]);
    },
  );

  it.skipIf(skip)('refuses state-changing calls from another site, or with no origin', async () => {
    const input = testAccount();
    const evil = client(nextIp(), 'https://evil.example');
    const wrongSite = await evil.post('POST', '/api/auth/sign-up/email', input, {
      origin: 'https://evil.example',
    });
    expect(wrongSite.status).toBe(403);
    expect(wrongSite.body.error?.code).toBe('invalid-origin');
    const noOrigin = await client(nextIp()).post('POST', '/api/auth/sign-up/email', input, {});
    expect(noOrigin.status).toBe(403);
    expect(noOrigin.body.error?.code).toBe('invalid-origin');
    // Nothing was created: the same sign-up from our own page still works.
    const viewer = client(nextIp());
    expect((await viewer.signUp(input)).status).toBe(200);

    // A sign-out forged from another site leaves the session alone.
    const token = viewer.jar.get('better-auth.session_token')!;
    const forged = await viewer.post('POST', '/api/auth/sign-out', undefined, {
      origin: 'https://evil.example',
    });
    expect(forged.status).toBe(403);
    expect((await viewer.session()).body.user?.email).toBe(input.email);
    expect(viewer.jar.get('better-auth.session_token')).toBe(token);

    // Browsers that send only a Referer from our own pages are let through.
    const referred = await client(nextIp()).post(
      'POST',
      '/api/auth/sign-in/email',
      { email: input.email, password: TEST_PASSWORD },
      { referer: `${ORIGIN}/` },
    );
    expect(referred.status).toBe(200);
  });

  // The production cost, not the test servers' cheap one (decision 0028): what is stored is the point.
  describe('at the standard password cost', () => {
    const standard = useAuthBackend(
      name,
      skip,
      'auth storage tests',
      {},
      {
        AUTH_PASSWORD_COST: 'standard',
      },
    );

    it.skipIf(skip)('stores passwords only as the library scrypt hash', async () => {
      const input = testAccount();
      await browser(standard.app, nextIp()).signUp(input);
      const database = openDatabase(standard.config);
      try {
        const db = database.db as unknown as Kysely<{
          user: { id: string; email: string };
          account: { userId: string; password: string | null };
        }>;
        const row = await db
          .selectFrom('account')
          .innerJoin('user', 'user.id', 'account.userId')
          .select('account.password')
          .where('user.email', '=', input.email)
          .executeTakeFirstOrThrow();
        expect(row.password).not.toContain(TEST_PASSWORD);
        // salt:key in hex, as better-auth's scrypt writes it.
        expect(row.password).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
        expect(await verifyPassword({ hash: row.password!, password: TEST_PASSWORD })).toBe(true);
        expect(await verifyPassword({ hash: row.password!, password: WRONG(0) })).toBe(false);
      } finally {
        await database.close();
      }
    });
  });

  it.skipIf(skip)('answers a malformed body with the code of the field at fault', async () => {
    const viewer = client(nextIp());
    const cases: Array<[string, object, number, string]> = [
      ['sign-in/email', { email: freshEmail() }, 401, 'invalid-credential'],
      ['sign-in/email', { email: freshEmail(), password: 12345678 }, 401, 'invalid-credential'],
      ['sign-in/email', { password: TEST_PASSWORD }, 400, 'invalid-email'],
      ['sign-up/email', { email: freshEmail(), password: ['x'] }, 400, 'weak-password'],
      ['sign-up/email', testAccount({ name: 'x'.repeat(201) }), 400, 'bad-request'],
      ['sign-up/email', testAccount({ rememberMe: 'yes' }), 400, 'bad-request'],
    ];
    for (const [path, body, status, code] of cases) {
      const res = await viewer.post('POST', `/api/auth/${path}`, body);
      expect([path, res.status, res.body.error?.code]).toEqual([path, status, code]);
    }
  });
});
