import type { FastifyInstance } from 'fastify';
import type { Config } from '@/server/config';
import { openDatabase, type Database } from '@/server/db/database';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { databaseBackends } from '@/server/db/testing/test-databases';
import { useAuthBackend } from '@/server/testing/auth-backends';
import { browser, nextIp, ORIGIN, testAccount } from '@/server/testing/auth-test-harness';
import { watchedEpisodeOp, saveOp } from '@/server/testing/library-client';
import type { CalendarEpisode } from '@/shared/calendar/calendar-api';
import { NOTICES_LIMITS, NOTICES_PATHS } from '@/shared/notices/notices-api';
import type { NoticesControl } from './notices-plugin';
import { startFakePushService, type FakePushService } from './testing/fake-push-service';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

const DAY = 24 * 60 * 60_000;
const NOW = Date.parse('2026-11-27T12:00:00Z');

/** What the calendar's episode service answers: a show caught up on, one abandoned. */
const EPISODES: CalendarEpisode[] = [
  episode(501, 'Orbit', 1, 5, '2026-11-20'),
  episode(501, 'Orbit', 1, 6, '2026-11-27'),
  episode(502, 'Harbour', 2, 8, '2026-11-26'),
];

function episode(
  seriesId: number,
  seriesName: string,
  season: number,
  number: number,
  airDate: string,
) {
  return {
    seriesId,
    seriesName,
    posterPath: null,
    season,
    episode: number,
    title: `${seriesName} ${season}x${number}`,
    airDate,
    label: null,
  };
}

async function viewer(app: FastifyInstance) {
  const device = browser(app, nextIp());
  const signedUp = await device.signUp(testAccount());
  expect(signedUp.status).toBe(200);
  const call = device.post;
  return {
    device,
    id: signedUp.body.user!.id,
    key: async () =>
      (await call('GET', NOTICES_PATHS.pushKey)).body as unknown as { publicKey: string },
    subscribe: (body: object) => call('POST', NOTICES_PATHS.subscriptions, body),
    unsubscribe: (endpoint: string) => call('DELETE', NOTICES_PATHS.subscriptions, { endpoint }),
    seen: async () =>
      (await call('GET', NOTICES_PATHS.seen)).body as unknown as { seenUntil: string | null },
    setSeen: (seenUntil: string) => call('PUT', NOTICES_PATHS.seen, { seenUntil }),
    push: (ops: unknown[]) => call('POST', '/api/library/push', { ops }),
  };
}

describe.each(databaseBackends)('new-episode notices on $name', ({ name, skip }) => {
  let clock = NOW;
  let control: NoticesControl | undefined;
  let pushService: FakePushService;
  beforeAll(async () => {
    pushService = await startFakePushService();
  });
  afterAll(() => pushService?.close());
  const built = useAuthBackend(name, skip, 'notices', {
    notices: {
      now: () => clock,
      // As the episode service does for a kids profile: Harbour (502) is not for kids.
      episodes: async (ids, from, to, _language, kids) =>
        EPISODES.filter(
          (e) =>
            ids.includes(e.seriesId) &&
            e.airDate >= from &&
            e.airDate <= to &&
            !(kids && e.seriesId === 502),
        ),
      control: (given) => (control = given),
    },
  });
  // Registered after the app's: closed before its database server stops.
  afterAll(closeDatabases);

  /** An account that watched S1E4 of series 501 ten days ago and subscribed nine days ago; now NOW. */
  const subscribedWatcher = async () => {
    const ada = await viewer(built.app);
    expect((await ada.push([watchedEpisodeOp(501, 1, 4, NOW - 10 * DAY)])).status).toBe(200);
    clock = NOW - 9 * DAY;
    const subscription = pushService.subscribe((await ada.key()).publicKey);
    expect((await ada.subscribe(subscription.json)).status).toBe(201);
    clock = NOW;
    return { ada, subscription };
  };

  it.skipIf(skip)('gives one public key, the same on every call', async () => {
    const ada = await viewer(built.app);
    const first = await ada.key();
    expect(first.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect((await ada.key()).publicKey).toBe(first.publicKey);
  });

  it.skipIf(skip)('refuses a malformed subscription, and one from another site', async () => {
    const ada = await viewer(built.app);
    const good = pushService.subscribe((await ada.key()).publicKey).json;
    for (const bad of [
      { ...good, endpoint: 'http://push.example.com/x' },
      { ...good, endpoint: 'https://10.0.0.7/push' },
      { ...good, endpoint: 'https://localhost/push' },
      { ...good, endpoint: `https://push.example.com/${'x'.repeat(NOTICES_LIMITS.endpointChars)}` },
      { ...good, keys: { ...good.keys, p256dh: 'abc' } },
      { ...good, keys: { ...good.keys, auth: good.keys.p256dh } },
      { endpoint: good.endpoint },
    ]) {
      const answer = await ada.subscribe(bad);
      expect(answer.status).toBe(400);
    }
    const foreign = await ada.device.post('POST', NOTICES_PATHS.subscriptions, good, {
      origin: 'https://evil.example',
    });
    expect(foreign.status).toBe(403);
    expect((await ada.subscribe(good)).status).toBe(201);
  });

  it.skipIf(skip)('keeps the newest few browsers of a profile', async () => {
    const ada = await viewer(built.app);
    const { publicKey } = await ada.key();
    const subscriptions = Array.from({ length: NOTICES_LIMITS.subscriptionsPerProfile + 2 }, () =>
      pushService.subscribe(publicKey),
    );
    for (const [index, subscription] of subscriptions.entries()) {
      clock = NOW + index;
      expect((await ada.subscribe(subscription.json)).status).toBe(201);
    }
    clock = NOW;
    const rows = await db(built.config)
      .selectFrom('push_subscription')
      .select('endpoint')
      .where('user_id', '=', ada.id)
      .execute();
    expect(rows.map((row) => row.endpoint).sort()).toEqual(
      subscriptions
        .slice(2)
        .map((s) => s.json.endpoint)
        .sort(),
    );
  });

  it.skipIf(skip)("lets no account touch another's subscription", async () => {
    const ada = await viewer(built.app);
    const bob = await viewer(built.app);
    const adas = pushService.subscribe((await ada.key()).publicKey).json;
    expect((await ada.subscribe(adas)).status).toBe(201);
    expect((await bob.unsubscribe(adas.endpoint)).status).toBe(200);
    expect((await bob.subscribe(adas)).status).toBe(409);
    expect(await endpointsOf(built.config, ada.id)).toEqual([adas.endpoint]);
    expect((await ada.unsubscribe(adas.endpoint)).status).toBe(200);
    expect(await endpointsOf(built.config, ada.id)).toEqual([]);
  });

  it.skipIf(skip)('needs a session', async () => {
    const stranger = browser(built.app, nextIp());
    expect((await stranger.post('GET', NOTICES_PATHS.seen)).status).toBe(401);
    expect(
      (await stranger.post('PUT', NOTICES_PATHS.seen, { seenUntil: new Date(NOW).toISOString() }))
        .status,
    ).toBe(401);
  });

  it.skipIf(skip)('keeps the seen-until time per profile, never moving it back', async () => {
    const ada = await viewer(built.app);
    expect(await ada.seen()).toEqual({ seenUntil: null });
    const later = new Date(NOW - DAY).toISOString();
    expect((await ada.setSeen(later)).body).toEqual({ seenUntil: later });
    const earlier = new Date(NOW - 3 * DAY).toISOString();
    expect((await ada.setSeen(earlier)).body).toEqual({ seenUntil: later });
    // A clock running ahead is held to the server's.
    await ada.setSeen(new Date(NOW + 30 * DAY).toISOString());
    expect(await ada.seen()).toEqual({ seenUntil: new Date(NOW).toISOString() });
    expect((await ada.setSeen('yesterday')).status).toBe(400);
    const bob = await viewer(built.app);
    expect(await bob.seen()).toEqual({ seenUntil: null });
  });

  it.skipIf(skip)(
    'sends one notice per new episode of a series caught up on, none for one abandoned',
    async () => {
      const ada = await viewer(built.app);
      const at = NOW - 10 * DAY;
      // Orbit: watched up to 1x4. Harbour: stopped at 2x3, four behind.
      const ops = [
        ...[1, 2, 3, 4].map((n) => watchedEpisodeOp(501, 1, n, at)),
        ...[1, 2, 3].map((n) => watchedEpisodeOp(502, 2, n, at)),
        saveOp(502, at, 'tv'),
      ];
      expect((await ada.push(ops)).status).toBe(200);
      clock = NOW - 9 * DAY;
      const subscription = pushService.subscribe((await ada.key()).publicKey);
      expect((await ada.subscribe(subscription.json)).status).toBe(201);
      clock = NOW;
      const report = await control!.tick();
      expect(report).toMatchObject({ sent: 2 });
      expect(pushService.noticesOf(subscription.id)).toEqual([
        {
          title: 'New episode: Orbit – S01E05',
          body: 'Orbit 1x5',
          url: '/watch/tv/501/1/5',
          tag: 'episode-501-1-5',
        },
        {
          title: 'New episode: Orbit – S01E06',
          body: 'Orbit 1x6',
          url: '/watch/tv/501/1/6',
          tag: 'episode-501-1-6',
        },
      ]);
      expect(pushService.received.at(-1)!.ttl).toBeGreaterThan(0);
      // Announced once: the next run has nothing new.
      await control!.tick();
      expect(pushService.noticesOf(subscription.id)).toHaveLength(2);
    },
  );

  it.skipIf(skip)('asks for a kids profile’s episodes as a kids profile', async () => {
    const family = await viewer(built.app);
    const added = await family.device.post('POST', '/api/profiles', {
      name: 'Kids',
      kids: true,
      avatar: 'avatar:3',
    });
    expect(added.status).toBe(201);
    const kids = (added.body as unknown as { id: string }).id;
    expect((await family.device.post('POST', `/api/profiles/${kids}/choose`, {})).status).toBe(200);
    // Caught up on both: Orbit to 1x4, Harbour to 2x7.
    const at = NOW - 10 * DAY;
    const ops = [watchedEpisodeOp(501, 1, 4, at), watchedEpisodeOp(502, 2, 7, at)];
    const pushed = await family.device.post(
      'POST',
      '/api/library/push',
      { ops },
      { origin: ORIGIN, 'x-nexus-profile': kids },
    );
    expect(pushed.status).toBe(200);
    clock = NOW - 9 * DAY;
    const subscription = pushService.subscribe((await family.key()).publicKey);
    const subscribed = await family.device.post(
      'POST',
      NOTICES_PATHS.subscriptions,
      subscription.json,
      { origin: ORIGIN, 'x-nexus-profile': kids },
    );
    expect(subscribed.status).toBe(201);
    clock = NOW;
    await control!.tick();
    expect(pushService.noticesOf(subscription.id).map((n) => n.tag)).toEqual([
      'episode-501-1-5',
      'episode-501-1-6',
    ]);
  });

  it.skipIf(skip)('deletes a subscription the push service says is gone (410)', async () => {
    const { ada, subscription } = await subscribedWatcher();
    pushService.expire(subscription.id);
    await control!.tick();
    expect(await endpointsOf(built.config, ada.id)).toEqual([]);
  });

  it.skipIf(skip)('waits out a 429 and tries a 503 again next run', async () => {
    const { subscription } = await subscribedWatcher();
    pushService.throttle(1, '120');
    await control!.tick();
    expect(pushService.noticesOf(subscription.id)).toEqual([]);
    clock = NOW + 60_000;
    await control!.tick();
    expect(pushService.noticesOf(subscription.id)).toEqual([]);
    clock = NOW + 121_000;
    pushService.fail(1);
    await control!.tick();
    expect(pushService.noticesOf(subscription.id)).toEqual([]);
    await control!.tick();
    expect(pushService.noticesOf(subscription.id).map((n) => n.url)).toEqual([
      '/watch/tv/501/1/5',
      '/watch/tv/501/1/6',
    ]);
    clock = NOW;
  });

  it.skipIf(skip)("deletes the session's subscriptions when it signs out", async () => {
    const ada = await viewer(built.app);
    const subscription = pushService.subscribe((await ada.key()).publicKey);
    await ada.subscribe(subscription.json);
    expect(await endpointsOf(built.config, ada.id)).toHaveLength(1);
    expect((await ada.device.signOut()).status).toBe(200);
    await expect.poll(() => endpointsOf(built.config, ada.id)).toEqual([]);
  });
});

/** The test's own connection to the app's database, to see what it keeps. */
function db(config: Config) {
  databases.set(config, databases.get(config) ?? openDatabase(config));
  return databases.get(config)!.db;
}
const databases = new Map<Config, Database>();
async function closeDatabases() {
  for (const database of databases.values()) await database.close();
  databases.clear();
}

async function endpointsOf(config: Config, userId: string) {
  const rows = await db(config)
    .selectFrom('push_subscription')
    .select('endpoint')
    .where('user_id', '=', userId)
    .execute();
  return rows.map((row) => row.endpoint);
}
