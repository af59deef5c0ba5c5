import { describe, expect, it, vi } from 'vitest';
import { databaseBackends } from '@/server/db/testing/test-databases';
import { useAuthBackend } from '@/server/testing/auth-backends';
import {
  browser,
  nextIp,
  ORIGIN,
  testAccount,
  TEST_PASSWORD,
} from '@/server/testing/auth-test-harness';

/** The devices calls (docs/product.md#devices) on SQLite and on the real Postgres. */
vi.setConfig({ testTimeout: 90_000, hookTimeout: 120_000 });

const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

interface SessionsBody {
  sessions?: { id: string; userAgent: string; current: boolean; lastActiveAt: string }[];
  error?: { code: string };
}

describe.each(databaseBackends)('device sessions on $name', ({ name, skip }) => {
  const built = useAuthBackend(name, skip, 'device sessions');

  /** One account signed in on two browsers, each with its own user agent. */
  async function twoDevices() {
    const input = testAccount();
    const laptop = browser(built.app, nextIp());
    const phone = browser(built.app, nextIp());
    const credentials = { email: input.email, password: TEST_PASSWORD };
    await laptop.post('POST', '/api/auth/sign-up/email', input, {
      origin: ORIGIN,
      'user-agent': CHROME_LINUX,
    });
    await phone.post('POST', '/api/auth/sign-in/email', credentials, {
      origin: ORIGIN,
      'user-agent': FIREFOX_WINDOWS,
    });
    const list = async (device: typeof laptop) =>
      (await device.post('GET', '/api/auth/list-sessions')) as {
        status: number;
        body: SessionsBody;
      };
    return { laptop, phone, list };
  }

  it.skipIf(skip)('lists the account sessions, this one marked, and never a token', async () => {
    const { laptop, list } = await twoDevices();
    const answer = await list(laptop);
    expect(answer.status).toBe(200);
    const sessions = answer.body.sessions!;
    expect(sessions).toHaveLength(2);
    expect(sessions.find((s) => s.current)?.userAgent).toBe(CHROME_LINUX);
    expect(sessions.find((s) => !s.current)?.userAgent).toBe(FIREFOX_WINDOWS);
    expect(Object.keys(sessions[0]!).sort()).toEqual(
      ['current', 'id', 'lastActiveAt', 'signedInAt', 'userAgent'].sort(),
    );
    const token = laptop.jar.get('better-auth.session_token')!.split('.')[0]!;
    expect(JSON.stringify(answer.body)).not.toContain(token);
    expect(new Date(sessions[0]!.lastActiveAt).getTime()).toBeGreaterThan(0);
  });

  it.skipIf(skip)('answers 401 without a session', async () => {
    const stranger = browser(built.app, nextIp());
    const answer = await stranger.post('GET', '/api/auth/list-sessions');
    expect(answer.status).toBe(401);
    expect(answer.body.error?.code).toBe('unauthorized');
  });

  it.skipIf(skip)('signs one other device out: its next request is refused', async () => {
    const { laptop, phone, list } = await twoDevices();
    const other = (await list(laptop)).body.sessions!.find((s) => !s.current)!;
    const answer = await laptop.post('POST', '/api/auth/revoke-session', { id: other.id });
    expect(answer.status).toBe(200);
    expect((await phone.session()).body.user).toBeNull();
    expect((await phone.post('GET', '/api/library/changes?since=0')).status).toBe(401);
    expect((await list(laptop)).body.sessions).toHaveLength(1);
    expect((await laptop.session()).body.user).not.toBeNull();
  });

  it.skipIf(skip)('cannot name this device, an unknown one, or another account', async () => {
    const { laptop, list } = await twoDevices();
    const mine = (await list(laptop)).body.sessions!.find((s) => s.current)!;
    const self = await laptop.post('POST', '/api/auth/revoke-session', { id: mine.id });
    expect(self.status).toBe(400);
    const stranger = await twoDevices();
    const theirs = (await stranger.list(stranger.laptop)).body.sessions![0]!;
    const foreign = await laptop.post('POST', '/api/auth/revoke-session', { id: theirs.id });
    expect(foreign.status).toBe(404);
    expect((await stranger.list(stranger.laptop)).body.sessions).toHaveLength(2);
    const malformed = await laptop.post('POST', '/api/auth/revoke-session', { id: 7 });
    expect(malformed.status).toBe(400);
  });

  it.skipIf(skip)('signs out every other device, and refuses a foreign origin', async () => {
    const { laptop, phone, list } = await twoDevices();
    const foreign = await laptop.post('POST', '/api/auth/revoke-other-sessions', undefined, {
      origin: 'https://evil.test',
    });
    expect(foreign.status).toBe(403);
    expect((await phone.session()).body.user).not.toBeNull();
    const answer = await laptop.post('POST', '/api/auth/revoke-other-sessions');
    expect(answer.status).toBe(200);
    expect((await phone.session()).body.user).toBeNull();
    expect((await list(laptop)).body.sessions).toHaveLength(1);
  });
});
