import { afterAll, describe, expect, it, vi } from 'vitest';
import {
  browser,
  buildAuthApp,
  nextIp,
  ORIGIN,
  testAccount,
} from '@/server/testing/auth-test-harness';

/** Issue 30: the passkey plugin's module costs start-up nothing; it is loaded when first needed. */
const loads = vi.hoisted(() => ({ count: 0 }));
vi.mock('@better-auth/passkey', async (importOriginal) => {
  loads.count += 1;
  return importOriginal();
});

describe('the passkey module', () => {
  let close = async () => {};
  afterAll(() => close());

  it('is not loaded to start the server, and is at the first passkey call', async () => {
    const { app } = await buildAuthApp({ PUBLIC_URL: ORIGIN });
    close = () => app.close();
    await app.ready();
    const device = browser(app, nextIp());
    expect((await device.signUp(testAccount())).status).toBe(200);
    expect(loads.count).toBe(0);
    const options = await device.post('GET', '/api/auth/passkey/generate-register-options');
    expect(options.status).toBe(200);
    expect(loads.count).toBe(1);
    // Loaded once for the life of the server.
    expect((await device.post('GET', '/api/auth/security')).status).toBe(200);
    expect(loads.count).toBe(1);
  });
});
