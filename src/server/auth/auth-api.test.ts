import type { Kysely } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { openDatabase } from '@/server/db/database';
import { useAuthBackend } from '@/server/testing/auth-backends';
import { databaseBackends } from '@/server/db/testing/test-databases';
import {
  browser,
  buildAuthApp,
  freshEmail,
  nextIp,
  ORIGIN,
  testAccount,
  TEST_PASSWORD,
} from '@/server/testing/auth-test-harness';
import type { AuthTables } from './create-auth';
import { setUserDisabled } from './user-admin';

/**
 * The auth API's contract, run twice: against the default SQLite file and against a real
 * Postgres server started from the machine's binaries.
 */
const PASSWORD = TEST_PASSWORD;
const account = testAccount;

// scrypt is slow by design, and CI machines are shared: generous per-test time.
vi.setConfig({ testTimeout: 90_000, hookTimeout: 120_000 });

describe.each(databaseBackends)('auth API on $name', ({ name, skip }) => {
  const built = useAuthBackend(name, skip, 'auth API');
  // Read at call time: the app is built in beforeAll.
  const client = (ip: string) => browser(built.app, ip);
  /** An account signed up from another address, for tests that start from one that exists. */
  const existingAccount = async () => {
    const input = account();
    await client(nextIp()).signUp(input);
    return input;
  };

  it.skipIf(skip)('signs up with the full name as display name and a 30-day cookie', async () => {
    const viewer = client(nextIp());
    const input = account({ rememberMe: true });
    const res = await viewer.signUp(input);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      user: { id: expect.any(String), email: input.email, name: 'Ada Lovelace' },
    });
    expect(JSON.stringify(res.body)).not.toMatch(/token/i);
    const session = res.cookies.find((c) => c.startsWith('better-auth.session_token='));
    expect(session).toMatch(/HttpOnly/);
    expect(session).toMatch(/SameSite=Lax/);
    expect(session).toMatch(/Max-Age=2592000/);
    expect(session).not.toMatch(/Secure/);
    const answer = await viewer.session();
    expect(answer.body.user?.email).toBe(input.email);
    // It names the person: no browser or proxy may keep a copy.
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it.skipIf(skip)('without remember me the cookie ends with the browser session', async () => {
    const viewer = client(nextIp());
    const input = account({ rememberMe: false });
    const up = await viewer.signUp(input);
    expect(up.cookies.find((c) => c.includes('session_token='))).not.toMatch(/Max-Age|Expires/i);
    const again = client(nextIp());
    const res = await again.signIn({ email: input.email, password: PASSWORD, rememberMe: false });
    expect(res.status).toBe(200);
    expect(res.cookies.find((c) => c.includes('session_token='))).not.toMatch(/Max-Age|Expires/i);
  });

  it.skipIf(skip)(
    'answers email-already-in-use for a second sign-up, in any letter case',
    async () => {
      const input = account();
      expect((await client(nextIp()).signUp(input)).status).toBe(200);
      const res = await client(nextIp()).signUp({
        ...input,
        email: input.email.toUpperCase(),
      });
      expect(res.status).toBe(409);
      expect(res.body.error?.code).toBe('email-already-in-use');
    },
  );

  it.skipIf(skip)('answers weak-password for every password rule the form has', async () => {
    const viewer = client(nextIp());
    for (const password of [
      '',
      'Ab1',
      'Ab1'.padEnd(33, 'x'),
      'NoDigitsHere',
      'UPPER123',
      'lower123',
    ]) {
      const res = await viewer.signUp(account({ password }));
      expect(res.status, password).toBe(400);
      expect(res.body.error?.code, password).toBe('weak-password');
    }
  });

  it.skipIf(skip)('answers invalid-email on sign-up and sign-in', async () => {
    const viewer = client(nextIp());
    for (const email of ['no-at-sign', 'a@b', 'two words@example.com']) {
      expect((await viewer.signUp(account({ email }))).body.error?.code).toBe('invalid-email');
      const res = await viewer.signIn({ email, password: PASSWORD });
      expect(res.status).toBe(400);
      expect(res.body.error?.code).toBe('invalid-email');
    }
  });

  it.skipIf(skip)(
    'answers invalid-credential alike for an unknown email and a wrong password',
    async () => {
      const input = await existingAccount();
      const unknown = await client(nextIp()).signIn({
        email: freshEmail(),
        password: PASSWORD,
      });
      const wrong = await client(nextIp()).signIn({
        email: input.email,
        password: 'Wrong-Pass-1',
      });
      expect(unknown.status).toBe(401);
      expect(wrong.status).toBe(401);
      expect(unknown.body).toEqual(wrong.body);
      expect(wrong.body.error?.code).toBe('invalid-credential');
    },
  );

  it.skipIf(skip)(
    'issues a new session at every sign-in and ends it on the server at sign-out',
    async () => {
      const input = await existingAccount();
      const first = client(nextIp());
      await first.signIn({ email: input.email, password: PASSWORD });
      const firstToken = first.jar.get('better-auth.session_token');
      await first.signIn({ email: input.email, password: PASSWORD });
      const secondToken = first.jar.get('better-auth.session_token');
      expect(secondToken).toBeDefined();
      expect(secondToken).not.toBe(firstToken);

      // A copy of the cookie taken before sign-out stops working: the session is gone server-side.
      const copy = client(nextIp());
      copy.jar.set('better-auth.session_token', secondToken!);
      expect((await copy.session()).body.user?.email).toBe(input.email);
      expect((await first.signOut()).status).toBe(200);
      expect(first.jar.has('better-auth.session_token')).toBe(false);
      expect((await copy.session()).body.user).toBeNull();
    },
  );

  it.skipIf(skip)(
    'slows, then refuses an address after 5 failed sign-ins for one email; the owner elsewhere still gets in',
    async () => {
      const input = await existingAccount();
      const guesser = client(nextIp());
      const statuses: number[] = [];
      const took: number[] = [];
      const firstGuessAt = Date.now();
      let last;
      for (let i = 0; i < 6; i += 1) {
        const started = Date.now();
        last = await guesser.signIn({ email: input.email, password: `Wrong-Pass-${i}` });
        took.push(Date.now() - started);
        statuses.push(last.status);
      }
      // The 600 s are counted from a failure, none of which came before the first guess.
      const sinceFirstGuess = Math.ceil((Date.now() - firstGuessAt) / 1000);
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
      // The fifth guess waited at least the 2 s its place in the queue of failures costs.
      expect(took[4]).toBeGreaterThanOrEqual(2000);
      expect(last!.body.error?.code).toBe('too-many-requests');
      const retryAfter = Number(last!.headers['retry-after']);
      expect(retryAfter).toBeGreaterThanOrEqual(600 - sinceFirstGuess);
      expect(retryAfter).toBeLessThanOrEqual(600);
      // From the guessing address even the right password waits...
      expect((await guesser.signIn({ email: input.email, password: PASSWORD })).status).toBe(429);
      // ...but the owner, from their own address, is not locked out by somebody else.
      expect(
        (await client(nextIp()).signIn({ email: input.email, password: PASSWORD })).status,
      ).toBe(200);
    },
  );

  it.skipIf(skip)('a spoofed X-Forwarded-For does not give a client a new allowance', async () => {
    const behindProxy = await buildAuthApp({ TRUST_PROXY: '1' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 21; i += 1) {
        // The client makes up a new first hop each time; the proxy appends the real address.
        const res = await behindProxy.app.inject({
          method: 'POST',
          url: '/api/auth/sign-in/email',
          remoteAddress: '127.0.0.1',
          headers: {
            host: new URL(ORIGIN).host,
            origin: ORIGIN,
            'x-forwarded-for': `${i}.1.2.3, 198.51.100.7`,
          },
          payload: { email: `nobody-${i}@example.com`, password: PASSWORD },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
      expect(statuses[20]).toBe(429);
    } finally {
      await behindProxy.app.close();
    }
  });

  it.skipIf(skip)(
    'answers too-many-requests after 20 auth calls per minute from one IP, never to a sign-out',
    async () => {
      const viewer = client(nextIp());
      const statuses: number[] = [];
      // Sign-ups and sign-ins count, malformed ones too (cheap to send); sign-outs do not.
      statuses.push((await viewer.signUp(account())).status);
      for (let i = 0; i < 4; i += 1) expect((await viewer.signOut()).status).toBe(200);
      for (let i = 0; i < 19; i += 1) {
        statuses.push((await viewer.signIn({ email: `nope-${i}`, password: PASSWORD })).status);
      }
      const last = await viewer.signIn({ email: freshEmail(), password: PASSWORD });
      statuses.push(last.status);
      expect(statuses.slice(0, 20)).toEqual([200, ...Array(19).fill(400)]);
      expect(statuses[20]).toBe(429);
      expect(last.body.error?.code).toBe('too-many-requests');
      const retryAfter = Number(last.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
      // Over the limit, signing out still works, and reading the session is not an auth call.
      expect((await viewer.signOut()).status).toBe(200);
      expect((await viewer.session()).status).toBe(200);
    },
  );

  it.skipIf(skip)('a disabled user is signed out at once and answered user-disabled', async () => {
    const input = account();
    const viewer = client(nextIp());
    await viewer.signUp(input);
    const database = openDatabase(built.config);
    try {
      const db = database.db as unknown as Kysely<AuthTables>;
      expect(await setUserDisabled({ db, kind: database.kind }, input.email, true)).toBe(true);
      expect((await viewer.session()).body.user).toBeNull();
      const res = await client(nextIp()).signIn({ email: input.email, password: PASSWORD });
      expect(res.status).toBe(403);
      expect(res.body.error?.code).toBe('user-disabled');
      // A wrong password still says only invalid-credential.
      const wrong = await client(nextIp()).signIn({
        email: input.email,
        password: 'Wrong-Pass-9',
      });
      expect(wrong.body.error?.code).toBe('invalid-credential');
      expect(await setUserDisabled({ db, kind: database.kind }, input.email, false)).toBe(true);
      expect(
        (await client(nextIp()).signIn({ email: input.email, password: PASSWORD })).status,
      ).toBe(200);
    } finally {
      await database.close();
    }
  });

  it.skipIf(skip)('exposes only the calls the app makes', async () => {
    const viewer = client(nextIp());
    expect((await viewer.post('POST', '/api/auth/update-user', { name: 'x' })).status).toBe(404);
    expect((await viewer.post('GET', '/api/auth/list-accounts')).status).toBe(404);
    // Ending every session, this one too, is sign-out's business; the devices use the two below.
    expect((await viewer.post('POST', '/api/auth/revoke-sessions')).status).toBe(404);
    expect((await viewer.post('GET', '/api/auth/list-sessions')).status).toBe(401);
    expect((await viewer.post('POST', '/api/auth/revoke-other-sessions')).status).toBe(401);
  });
});

describe('auth API settings', () => {
  it('answers operation-not-allowed in anonymous mode, and no session', async () => {
    const { app } = await buildAuthApp({ AUTH_MODE: 'anonymous' });
    const viewer = browser(app, nextIp());
    for (const res of [
      await viewer.signUp(account()),
      await viewer.signIn({ email: freshEmail(), password: PASSWORD }),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.error?.code).toBe('operation-not-allowed');
    }
    const answer = await viewer.session();
    expect(answer.body).toEqual({ user: null });
    expect(answer.headers['cache-control']).toBe('no-store');
    // No accounts, no devices: those calls do not exist.
    expect((await viewer.post('GET', '/api/auth/list-sessions')).status).toBe(404);
    expect((await viewer.post('POST', '/api/auth/revoke-other-sessions')).status).toBe(404);
    await app.close();
  });

  it('marks the cookie Secure behind a trusted proxy that says https, and only then', async () => {
    const origin = 'https://nexus.test';
    const viaProxy = { origin, 'x-forwarded-proto': 'https' };
    const trusted = await buildAuthApp({ TRUST_PROXY: 'true' });
    const res = await browser(trusted.app, nextIp(), origin).post(
      'POST',
      '/api/auth/sign-up/email',
      account(),
      viaProxy,
    );
    expect(res.status).toBe(200);
    expect(res.cookies.find((c) => c.includes('session_token='))).toMatch(/; Secure/);
    await trusted.app.close();
    // Without TRUST_PROXY the header is anyone's to send: plain http stays plain.
    const direct = await buildAuthApp();
    const plain = await browser(direct.app, nextIp()).post(
      'POST',
      '/api/auth/sign-up/email',
      account(),
      { origin: ORIGIN, 'x-forwarded-proto': 'https' },
    );
    expect(plain.status).toBe(200);
    expect(plain.cookies.find((c) => c.includes('session_token='))).not.toMatch(/Secure/);
    await direct.app.close();
  });

  it('marks the session cookie Secure when PUBLIC_URL is https', async () => {
    const origin = 'https://nexus.example.com';
    const { app } = await buildAuthApp({ PUBLIC_URL: origin });
    const res = await browser(app, nextIp(), origin).signUp(account());
    expect(res.status).toBe(200);
    const session = res.cookies.find((c) => c.includes('session_token='));
    expect(session).toMatch(/; Secure/);
    expect(session).toMatch(/HttpOnly/);
    await app.close();
  });
});
