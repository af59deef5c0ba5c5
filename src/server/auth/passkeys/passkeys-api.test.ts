import { describe, expect, it, vi } from 'vitest';
import { databaseBackends } from '@/server/db/testing/test-databases';
import { useAuthBackend } from '@/server/testing/auth-backends';
import { browser, nextIp, ORIGIN, testAccount } from '@/server/testing/auth-test-harness';
import { softAuthenticator } from '../testing/soft-authenticator';

/** Passkeys through better-auth's endpoints (docs/product.md#two-factor-and-passkeys). */
vi.setConfig({ testTimeout: 90_000, hookTimeout: 120_000 });

type Device = ReturnType<typeof browser>;

describe.each(databaseBackends)('passkeys on $name', ({ name, skip }) => {
  // A passkey belongs to the host in PUBLIC_URL.
  const built = useAuthBackend(name, skip, 'passkeys', {}, { PUBLIC_URL: ORIGIN });

  async function addPasskey(device: Device, authenticator = softAuthenticator(ORIGIN)) {
    const options = await device.post('GET', '/api/auth/passkey/generate-register-options');
    expect(options.status).toBe(200);
    const body = options.body as unknown as { challenge: string; rp: { id: string } };
    expect(body.rp.id).toBe('nexus.test');
    const added = await device.post('POST', '/api/auth/passkey/verify-registration', {
      response: authenticator.register(body),
      name: 'Laptop',
    });
    return { added, authenticator };
  }

  async function signInWith(device: Device, authenticator: ReturnType<typeof softAuthenticator>) {
    const options = await device.post('GET', '/api/auth/passkey/generate-authenticate-options');
    expect(options.status).toBe(200);
    const body = options.body as unknown as { challenge: string; rpId: string };
    return device.post('POST', '/api/auth/passkey/verify-authentication', {
      response: authenticator.authenticate(body),
    });
  }

  const status = async (device: Device) =>
    (await device.post('GET', '/api/auth/security')).body as unknown as {
      passkeys: { id: string; name: string; createdAt: string }[];
    };

  it.skipIf(skip)(
    'adds a passkey, lists it without key material, and signs in with it',
    async () => {
      const account = testAccount();
      const owner = browser(built.app, nextIp());
      await owner.signUp(account);
      const { added, authenticator } = await addPasskey(owner);
      expect(added.status).toBe(200);
      expect(added.body).toEqual({ success: true });
      const listed = await status(owner);
      expect(listed.passkeys).toHaveLength(1);
      expect(listed.passkeys[0]).toMatchObject({ name: 'Laptop' });
      expect(Object.keys(listed.passkeys[0]!).sort()).toEqual(['createdAt', 'id', 'name']);

      const elsewhere = browser(built.app, nextIp());
      const signedIn = await signInWith(elsewhere, authenticator);
      expect(signedIn.status).toBe(200);
      expect(signedIn.body.user?.email).toBe(account.email);
      expect(JSON.stringify(signedIn.body)).not.toMatch(/token/i);
      expect((await elsewhere.session()).body.user?.email).toBe(account.email);
    },
  );

  it.skipIf(skip)('refuses an unknown passkey and adding one signed out', async () => {
    const stranger = browser(built.app, nextIp());
    const refused = await signInWith(stranger, softAuthenticator(ORIGIN));
    expect(refused.status).toBe(401);
    expect((await stranger.session()).body).toEqual({ user: null });
    const options = await stranger.post('GET', '/api/auth/passkey/generate-register-options');
    expect(options.status).toBe(401);
  });

  it.skipIf(skip)('refuses a signature made for another site', async () => {
    const owner = browser(built.app, nextIp());
    await owner.signUp(testAccount());
    const phishing = softAuthenticator('https://nexus-login.example');
    const { added } = await addPasskey(owner, phishing);
    expect(added.status).toBe(400);
    expect((await status(owner)).passkeys).toEqual([]);
  });

  it.skipIf(skip)('removes a passkey, which then signs nobody in', async () => {
    const owner = browser(built.app, nextIp());
    await owner.signUp(testAccount());
    const { authenticator } = await addPasskey(owner);
    const [passkey] = (await status(owner)).passkeys;
    const other = browser(built.app, nextIp());
    await other.signUp(testAccount());
    // Another account cannot remove it.
    const foreign = await other.post('POST', '/api/auth/passkey/delete-passkey', {
      id: passkey!.id,
    });
    expect(foreign.status).toBe(404);
    expect((await status(owner)).passkeys).toHaveLength(1);
    const removed = await owner.post('POST', '/api/auth/passkey/delete-passkey', {
      id: passkey!.id,
    });
    expect(removed.status).toBe(200);
    expect((await status(owner)).passkeys).toEqual([]);
    expect((await signInWith(browser(built.app, nextIp()), authenticator)).status).toBe(401);
  });
});
