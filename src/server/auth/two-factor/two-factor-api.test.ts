import { describe, expect, it, vi } from 'vitest';
import { databaseBackends } from '@/server/db/testing/test-databases';
import { useAuthBackend } from '@/server/testing/auth-backends';
import { browser, nextIp, testAccount, TEST_PASSWORD } from '@/server/testing/auth-test-harness';
import { totpFromUri } from '../testing/totp';

/** Two-factor with an authenticator app (docs/product.md#two-factor-and-passkeys), on both databases. */
vi.setConfig({ testTimeout: 90_000, hookTimeout: 120_000 });

interface Answer {
  status: number;
  body: Record<string, unknown> & { error?: { code: string }; user?: { email: string } };
}

describe.each(databaseBackends)('two-factor on $name', ({ name, skip }) => {
  const waits: number[] = [];
  const built = useAuthBackend(name, skip, 'two-factor', {
    authSleep: async (ms: number) => {
      waits.push(ms);
    },
  });

  /** A signed-up account on its own browser, with two-factor set up and confirmed. */
  async function accountWithTwoFactor() {
    const account = testAccount();
    const device = browser(built.app, nextIp());
    expect((await device.signUp(account)).status).toBe(200);
    const enabled = (await device.post('POST', '/api/auth/two-factor/enable', {
      password: TEST_PASSWORD,
    })) as Answer;
    expect(enabled.status).toBe(200);
    const uri = enabled.body.totpURI as string;
    const backupCodes = enabled.body.backupCodes as string[];
    // Not on until a code from the app confirms the set-up.
    expect(await status(device)).toMatchObject({ twoFactorEnabled: false });
    const confirmed = await device.post('POST', '/api/auth/two-factor/verify-totp', {
      code: totpFromUri(uri),
    });
    expect(confirmed.status).toBe(200);
    return { account, device, uri, backupCodes };
  }

  const status = async (device: ReturnType<typeof browser>) =>
    (await device.post('GET', '/api/auth/security')).body as unknown as Record<string, unknown>;

  /** Signs in with the password on a new browser: the code step is pending. */
  async function pendingSignIn(email: string, ip = nextIp()) {
    const device = browser(built.app, ip);
    const answer = (await device.signIn({ email, password: TEST_PASSWORD })) as Answer;
    return { device, answer };
  }

  it.skipIf(skip)('is off on a fresh account', async () => {
    const device = browser(built.app, nextIp());
    await device.signUp(testAccount());
    expect(await status(device)).toEqual({
      twoFactorEnabled: false,
      libraryBytes: 0,
      passkeys: [],
    });
  });

  it.skipIf(skip)(
    'sets up with a QR URI and ten backup codes, then asks sign-in for the code',
    async () => {
      const { account, device, uri, backupCodes } = await accountWithTwoFactor();
      expect(uri).toMatch(/^otpauth:\/\/totp\/NEXUS:.+secret=[A-Z2-7]+/);
      expect(backupCodes).toHaveLength(10);
      expect(new Set(backupCodes).size).toBe(10);
      expect(await status(device)).toMatchObject({ twoFactorEnabled: true });

      const { device: other, answer } = await pendingSignIn(account.email);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ twoFactorRequired: true });
      // No session until the code: the page still sees nobody signed in.
      expect((await other.session()).body).toEqual({ user: null });
      const signedIn = (await other.post('POST', '/api/auth/two-factor/verify-totp', {
        code: totpFromUri(uri),
      })) as Answer;
      expect(signedIn.status).toBe(200);
      expect(signedIn.body.user?.email).toBe(account.email);
      expect(JSON.stringify(signedIn.body)).not.toMatch(/token/i);
      expect((await other.session()).body.user?.email).toBe(account.email);
    },
  );

  it.skipIf(skip)('refuses the enable call with a wrong password, and counts it', async () => {
    const account = testAccount();
    const device = browser(built.app, nextIp());
    await device.signUp(account);
    waits.length = 0;
    for (let i = 0; i < 3; i++) {
      const answer = (await device.post('POST', '/api/auth/two-factor/enable', {
        password: 'Wrong-Password-1',
      })) as Answer;
      // Not 401, which the page would take for a session that ended.
      expect(answer.status).toBe(403);
      expect(answer.body.error?.code).toBe('wrong-password');
    }
    // The third wrong password from this address waits, as at sign-in.
    expect(waits).toEqual([500]);
    expect(await status(device)).toMatchObject({ twoFactorEnabled: false });
  });

  it.skipIf(skip)('counts a wrong code like a wrong password: waits, then refusal', async () => {
    const { account, uri } = await accountWithTwoFactor();
    const ip = nextIp();
    const { device } = await pendingSignIn(account.email, ip);
    const wrong = totpFromUri(uri, Date.now() + 10 * 60_000);
    waits.length = 0;
    const codes: string[] = [];
    for (let i = 0; i < 5; i++) {
      const answer = (await device.post('POST', '/api/auth/two-factor/verify-totp', {
        code: wrong,
      })) as Answer;
      codes.push(answer.body.error?.code ?? String(answer.status));
    }
    // better-auth's own cap ends the pending sign-in after 5 tries of one challenge.
    expect(codes.slice(0, 4)).toEqual(Array(4).fill('invalid-code'));
    // The growing waits of the password limits apply to codes: none for two, then 0.5 s, 1 s...
    expect(waits).toEqual([500, 1000, 2000]);
    // The sixth guess from this address for this account is refused before any check, even with
    // a fresh password sign-in: the failures are the email's, on this address.
    const again = await pendingSignIn(account.email, ip);
    expect(again.answer.status).toBe(429);
    expect(again.answer.body.error?.code).toBe('too-many-requests');
  });

  it.skipIf(skip)('a right password does not reset the count of wrong codes', async () => {
    const { account, uri } = await accountWithTwoFactor();
    const ip = nextIp();
    const wrong = totpFromUri(uri, Date.now() + 10 * 60_000);
    for (let round = 0; round < 2; round++) {
      const { device } = await pendingSignIn(account.email, ip);
      for (let i = 0; i < 2; i++) {
        const answer = await device.post('POST', '/api/auth/two-factor/verify-totp', {
          code: wrong,
        });
        expect(answer.body.error?.code).toBe('invalid-code');
      }
    }
    const { device } = await pendingSignIn(account.email, ip);
    expect(
      (await device.post('POST', '/api/auth/two-factor/verify-totp', { code: wrong })).status,
    ).toBe(400);
    const refused = (await device.post('POST', '/api/auth/two-factor/verify-totp', {
      code: totpFromUri(uri),
    })) as Answer;
    expect(refused.status).toBe(429);
  });

  it.skipIf(skip)('accepts each backup code once', async () => {
    const { account, backupCodes } = await accountWithTwoFactor();
    const first = await pendingSignIn(account.email);
    const used = (await first.device.post('POST', '/api/auth/two-factor/verify-backup-code', {
      code: backupCodes[0],
    })) as Answer;
    expect(used.status).toBe(200);
    expect(used.body.user?.email).toBe(account.email);
    const second = await pendingSignIn(account.email);
    const again = (await second.device.post('POST', '/api/auth/two-factor/verify-backup-code', {
      code: backupCodes[0],
    })) as Answer;
    expect(again.status).toBe(400);
    expect(again.body.error?.code).toBe('invalid-backup-code');
    const next = (await second.device.post('POST', '/api/auth/two-factor/verify-backup-code', {
      code: backupCodes[1],
    })) as Answer;
    expect(next.status).toBe(200);
  });

  it.skipIf(skip)('a wrong code while confirming the set-up leaves it off, signed in', async () => {
    const account = testAccount();
    const device = browser(built.app, nextIp());
    await device.signUp(account);
    const enabled = (await device.post('POST', '/api/auth/two-factor/enable', {
      password: TEST_PASSWORD,
    })) as Answer;
    const wrong = totpFromUri(enabled.body.totpURI as string, Date.now() + 10 * 60_000);
    const answer = (await device.post('POST', '/api/auth/two-factor/verify-totp', {
      code: wrong,
    })) as Answer;
    expect(answer.status).toBe(400);
    expect(answer.body.error?.code).toBe('invalid-code');
    expect(await status(device)).toMatchObject({ twoFactorEnabled: false });
    expect((await device.session()).body.user?.email).toBe(account.email);
  });

  it.skipIf(skip)('refuses a code without a pending sign-in', async () => {
    const device = browser(built.app, nextIp());
    const answer = (await device.post('POST', '/api/auth/two-factor/verify-totp', {
      code: '123456',
    })) as Answer;
    expect(answer.status).toBe(401);
    expect(answer.body.error?.code).toBe('two-factor-expired');
  });

  it.skipIf(skip)('turns off only after the password', async () => {
    const { account, device } = await accountWithTwoFactor();
    const wrong = (await device.post('POST', '/api/auth/two-factor/disable', {
      password: 'Wrong-Password-1',
    })) as Answer;
    expect(wrong.status).toBe(403);
    expect(await status(device)).toMatchObject({ twoFactorEnabled: true });
    const off = await device.post('POST', '/api/auth/two-factor/disable', {
      password: TEST_PASSWORD,
    });
    expect(off.status).toBe(200);
    expect(await status(device)).toMatchObject({ twoFactorEnabled: false });
    // The session goes on after the call replaced it, and sign-in needs no code any more.
    expect((await device.session()).body.user?.email).toBe(account.email);
    const { answer } = await pendingSignIn(account.email);
    expect(answer.body.user?.email).toBe(account.email);
  });
});
