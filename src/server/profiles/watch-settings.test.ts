import { describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { databaseBackends } from '@/server/db/testing/test-databases';
import { useAuthBackend } from '@/server/testing/auth-backends';
import { browser, nextIp, testAccount } from '@/server/testing/auth-test-harness';
import { MAX_SERVICES, WATCH_SETTINGS_PATH } from '@/shared/where-to-watch/watch-providers';
import type { ProfilesAnswer } from '@/shared/profiles/profile-api';

// Sign-ups hash (scrypt).
vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

/** A signed-up account in a browser of its own, with the watch settings calls. */
async function household(app: FastifyInstance) {
  const device = browser(app, nextIp());
  const account = testAccount({ name: 'Grace Hopper' });
  expect((await device.signUp(account)).status).toBe(200);
  return {
    device,
    account,
    read: () => device.post('GET', WATCH_SETTINGS_PATH),
    save: (body: unknown, headers?: Record<string, string>) =>
      device.post('PUT', WATCH_SETTINGS_PATH, body as object, headers),
  };
}

describe.each(databaseBackends)('watch settings on $name', ({ name, skip }) => {
  const built = useAuthBackend(name, skip, 'watch settings');

  it.skipIf(skip)('keeps a profile’s country and services for every device of it', async () => {
    const home = await household(built.app);
    expect((await home.read()).body).toEqual({ region: null, providers: [] });
    const saved = await home.save({ region: 'DE', providers: [8, 30] });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ region: 'DE', providers: [8, 30] });
    // Another device of the same account and profile reads them.
    const other = browser(built.app, nextIp());
    expect(
      (await other.signIn({ email: home.account.email, password: home.account.password })).status,
    ).toBe(200);
    expect((await other.post('GET', WATCH_SETTINGS_PATH)).body).toEqual({
      region: 'DE',
      providers: [8, 30],
    });
    expect((await home.save({ region: null, providers: [] })).status).toBe(200);
    expect((await other.post('GET', WATCH_SETTINGS_PATH)).body).toEqual({
      region: null,
      providers: [],
    });
  });

  it.skipIf(skip)('refuses bad settings and changes nothing', async () => {
    const home = await household(built.app);
    await home.save({ region: 'US', providers: [9] });
    const tooMany = Array.from({ length: MAX_SERVICES + 1 }, (_, i) => i + 1);
    for (const body of [
      { region: 'us', providers: [] },
      { region: 'XX', providers: [] },
      { region: 'US', providers: [8, 8] },
      { region: 'US', providers: [0] },
      { region: 'US', providers: [1.5] },
      { region: 'US', providers: ['8'] },
      { region: 'US', providers: tooMany },
      { region: 'US' },
      [],
    ]) {
      const res = await home.save(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await home.read()).body).toEqual({ region: 'US', providers: [9] });
    expect(
      (await home.save({ region: 'US', providers: tooMany.slice(0, MAX_SERVICES) })).status,
    ).toBe(200);
  });

  it.skipIf(skip)('keeps each profile’s own, and never another account’s', async () => {
    const home = await household(built.app);
    await home.save({ region: 'GB', providers: [8] });
    const added = await home.device.post('POST', '/api/profiles', {
      name: 'Sam',
      kids: false,
      avatar: 'avatar:2',
    });
    expect(added.status).toBe(201);
    const sam = (added.body as unknown as { id: string }).id;
    expect((await home.device.post('POST', `/api/profiles/${sam}/choose`, {})).status).toBe(200);
    expect((await home.read()).body).toEqual({ region: null, providers: [] });
    await home.save({ region: 'BR', providers: [307] });
    const list = (await home.device.post('GET', '/api/profiles')).body as unknown as ProfilesAnswer;
    const first = list.profiles.find((p) => p.id !== sam)!.id;
    expect((await home.device.post('POST', `/api/profiles/${first}/choose`, {})).status).toBe(200);
    expect((await home.read()).body).toEqual({ region: 'GB', providers: [8] });
    const neighbour = await household(built.app);
    expect((await neighbour.read()).body).toEqual({ region: null, providers: [] });
  });

  it.skipIf(skip)('asks for a session, and a change from our own page', async () => {
    const stranger = browser(built.app, nextIp());
    expect((await stranger.post('GET', WATCH_SETTINGS_PATH)).status).toBe(401);
    const home = await household(built.app);
    const crossSite = await home.save(
      { region: 'FR', providers: [] },
      { origin: 'https://evil.example' },
    );
    expect(crossSite.status).toBe(403);
    expect((await home.save({ region: 'FR', providers: [] }, {})).status).toBe(403);
    expect((await home.read()).body).toEqual({ region: null, providers: [] });
  });
});
