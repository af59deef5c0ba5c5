import { verifyPassword } from 'better-auth/crypto';
import type { Kysely } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { openDatabase, type NexusTables } from '@/server/db/database';
import { authBackends, useAuthBackend } from './auth-backends';
import {
  browser,
  freshEmail,
  nextIp,
  ORIGIN,
  testAccount,
  TEST_PASSWORD,
} from './auth-test-harness';

/**
 * What the auth API does under attack, on SQLite and on real Postgres: bursts of wrong
 * passwords, requests from other sites, and how passwords are stored.
 */
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

const WRONG = (i: number) => `Wrong-Pass-${i}x`;

describe.each(authBackends)('auth API under attack on $name', ({ name, skip }) => {
  const built = useAuthBackend(name, skip, 'auth abuse tests');
  const client = (ip: string, origin?: string) => browser(built.app, ip, origin);

  /** Moves the email's counted failures back in time, as if `ms` had passed. */
  async function age(email: string, ms: number) {
    const database = openDatabase(built.config);
    try {
      await (database.db as Kysely<NexusTables>)
        .updateTable('auth_attempt')
        .set((eb) => ({ at: eb('at', '-', ms) }))
        .where('key', '=', `fail:${email}`)
        .execute();
    } finally {
      await database.close();
    }
  }

  it.skipIf(skip)(
    '20 rapid wrong passwords: 5 are checked, the 6th on gets 429 for ~600 s, and the right password waits too',
    async () => {
      const input = testAccount();
      expect((await client(nextIp()).signUp(input)).status).toBe(200);
      const attacker = client(nextIp());
      const answers = [];
      const started = Date.now();
      for (let i = 0; i < 20; i += 1) {
        answers.push(await attacker.signIn({ email: input.email, password: WRONG(i) }));
      }
      const elapsedMs = Date.now() - started;
      const statuses = answers.map((a) => a.status);
      expect(statuses).toEqual([...Array(5).fill(401), ...Array(15).fill(429)]);
      const retryAfter = answers.slice(5).map((a) => Number(a.headers['retry-after']));
      for (const seconds of retryAfter) {
        expect(seconds).toBeGreaterThan(590);
        expect(seconds).toBeLessThanOrEqual(600);
      }
      expect(answers[5]!.body.error?.code).toBe('too-many-requests');

      // The right password, from anywhere, is refused too while the window lasts.
      const right = await client(nextIp()).signIn({ email: input.email, password: TEST_PASSWORD });
      expect(right.status).toBe(429);
      expect(Number(right.headers['retry-after'])).toBeGreaterThan(590);
      // From the attacker's own address it is also the 21st call of the minute; Retry-After
      // names the longer of the two waits, the one after which a try can work.
      const fromAttacker = await attacker.signIn({ email: input.email, password: TEST_PASSWORD });
      expect(fromAttacker.status).toBe(429);
      expect(Number(fromAttacker.headers['retry-after'])).toBeGreaterThan(590);

      // Nine minutes on, still refused; ten minutes on, the right password works again.
      await age(input.email, 9 * 60_000);
      const stillRefused = await client(nextIp()).signIn({
        email: input.email,
        password: TEST_PASSWORD,
      });
      expect(stillRefused.status).toBe(429);
      expect(Number(stillRefused.headers['retry-after'])).toBeLessThanOrEqual(60);
      await age(input.email, 60_000);
      const after = await client(nextIp()).signIn({ email: input.email, password: TEST_PASSWORD });
      expect(after.status).toBe(200);
      console.info(
        `20 rapid wrong passwords on ${name}: ${statuses.join(',')}; Retry-After ` +
          `${Math.min(...retryAfter)}-${Math.max(...retryAfter)} s; right password: ` +
          `${right.status} during the window, ${after.status} after it; ${elapsedMs} ms in all`,
      );
    },
  );

  it.skipIf(skip)('20 wrong passwords at once: only 5 reach the password check', async () => {
    const input = testAccount();
    await client(nextIp()).signUp(input);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        client(nextIp()).signIn({ email: input.email, password: WRONG(i) }),
      ),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([...Array(5).fill(401), ...Array(15).fill(429)]);
    expect(
      (await client(nextIp()).signIn({ email: input.email, password: TEST_PASSWORD })).status,
    ).toBe(429);
  });

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

  it.skipIf(skip)('stores passwords only as the library scrypt hash', async () => {
    const input = testAccount();
    await client(nextIp()).signUp(input);
    const database = openDatabase(built.config);
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
