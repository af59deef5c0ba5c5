import type { FastifyInstance } from 'fastify';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCatalogSource } from '@/server/catalog/create-catalog-source';
import { startFakeTmdb, type FakeTmdbServer } from '@/server/catalog/tmdb/testing/fake-tmdb-server';
import { TEST_TOKEN } from '@/server/catalog/tmdb/testing/tmdb-test-kit';
import { loadConfig } from '@/server/config';
import {
  databaseBackends,
  startBackendServer,
  type BackendServer,
} from '@/server/db/testing/test-databases';
import { buildAuthApp, browser, nextIp, testAccount } from '@/server/testing/auth-test-harness';
import { openDatabase } from '@/server/db/database';
import type { Config } from '@/server/config';
import { sql } from 'kysely';
import { saveOp } from '@/server/testing/library-client';
import { useAppOnFakeTmdb } from '@/server/testing/use-app-on-fake-tmdb';
import type { Profile } from '@/shared/profiles/profile-api';
import * as v from 'valibot';
import {
  calendarEpisodesPath,
  calendarFeedCreatedSchema,
  calendarFeedStatusSchema,
} from '@/shared/calendar/calendar-api';

// Sign-ups hash passwords (scrypt).
vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

/**
 * The private iCal feed (issue 34) through the whole app, on SQLite and Postgres, against the
 * fake TMDB's series on the air (fake-tmdb-airing.ts). Each feed is parsed back with ical.js, a
 * parser apart from the library that writes it.
 */
const ORIGIN = 'http://nexus.test';
const DAY_MS = 24 * 60 * 60_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);
const silentLog = {
  error: () => undefined,
  warn: () => undefined,
  info: () => undefined,
} as unknown as FastifyInstance['log'];

interface ParsedEvent {
  uid: string;
  summary: string;
  start: string;
  allDay: boolean;
  url: string;
  description: string;
}

function parseFeed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent').map((vevent): ParsedEvent => {
    const start = vevent.getFirstPropertyValue('dtstart') as ICAL.Time;
    return {
      uid: String(vevent.getFirstPropertyValue('uid')),
      summary: String(vevent.getFirstPropertyValue('summary')),
      start: start.toString(),
      allDay: start.isDate,
      url: String(vevent.getFirstPropertyValue('url')),
      description: String(vevent.getFirstPropertyValue('description')),
    };
  });
  return { name: calendar.getFirstPropertyValue('x-wr-calname'), events };
}

/** A signed-up account in its own browser, with its library and feed calls. */
async function account(app: FastifyInstance) {
  const device = browser(app, nextIp(), ORIGIN);
  const signedUp = await device.signUp(testAccount());
  expect(signedUp.status).toBe(200);
  const raw = async (method: 'GET' | 'POST' | 'DELETE', url: string, headers = {}) => {
    const cookie = [...device.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    return app.inject({
      method,
      url,
      headers: { host: 'nexus.test', origin: ORIGIN, cookie, ...headers },
    });
  };
  return {
    device,
    raw,
    profiles: async () =>
      (await device.post('GET', '/api/profiles')).body as unknown as {
        profiles: Profile[];
      },
    follow: async (profileId: string, ids: number[]) => {
      const ops = ids.map((id) => saveOp(id, Date.now(), 'tv'));
      const res = await device.post(
        'POST',
        '/api/library/push',
        { ops },
        { origin: ORIGIN, 'x-nexus-profile': profileId },
      );
      expect(res.status).toBe(200);
    },
    create: async (profileId?: string) => {
      const res = await raw(
        'POST',
        '/api/calendar/feed',
        profileId ? { 'x-nexus-profile': profileId } : {},
      );
      const body = res.json<unknown>();
      return {
        status: res.statusCode,
        body:
          res.statusCode === 201
            ? v.parse(calendarFeedCreatedSchema, body)
            : { url: '', createdAt: '' },
      };
    },
  };
}

/** The feed as a calendar app fetches it: no cookie, nothing but the URL. */
const fetchFeed = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'GET',
    url: new URL(url).pathname,
    headers: { host: 'nexus.test', ...headers },
  });

describe.each(databaseBackends)('the calendar feed on $name', ({ name, skip }) => {
  let app: FastifyInstance;
  let appConfig: Config;
  let fake: FakeTmdbServer;
  let server: BackendServer | undefined;

  beforeAll(async () => {
    if (skip) return;
    fake = await startFakeTmdb({ token: TEST_TOKEN });
    server = await startBackendServer(name, 'nexus_calendar_test');
    const env = {
      TMDB_BASE_URL: fake.url,
      TMDB_READ_TOKEN: TEST_TOKEN,
      ...(server.url ? { DATABASE_URL: server.url } : {}),
    };
    const config = loadConfig({ LOG_LEVEL: 'silent', ...env });
    const catalogSource = await createCatalogSource(config, silentLog, {
      sleep: async () => undefined,
    });
    ({ app, config: appConfig } = await buildAuthApp(env, undefined, {
      catalogSource,
      calendarFeedLimit: { perToken: 5, perAddress: 1000 },
    }));
  });
  afterAll(async () => {
    await app?.close();
    await server?.stop();
    await fake?.close();
  });

  it.skipIf(skip)(
    'serves the profile’s series without a session, parsed back alike, UIDs stable across a reset',
    async () => {
      const home = await account(app);
      const first = (await home.profiles()).profiles[0]!;
      await home.follow(first.id, [6001, 6002, 6004]);
      expect((await home.raw('GET', '/api/calendar/feed')).json()).toEqual({
        exists: false,
        createdAt: null,
      });
      const created = await home.create();
      expect(created.status).toBe(201);
      expect(created.body.url).toMatch(
        /^http:\/\/nexus\.test\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/,
      );
      const status = v.parse(
        calendarFeedStatusSchema,
        (await home.raw('GET', '/api/calendar/feed')).json(),
      );
      expect(status).toEqual({ exists: true, createdAt: created.body.createdAt });

      const res = await fetchFeed(app, created.body.url);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(res.headers['cache-control']).toBe('private, max-age=3600');
      const feed = parseFeed(res.body);
      expect(feed.name).toBe('NEXUS – Upcoming episodes');
      const byUid = new Map(feed.events.map((e) => [e.uid, e]));
      expect(byUid.get('nexus-6001-s02e05@nexus.test')).toEqual({
        uid: 'nexus-6001-s02e05@nexus.test',
        summary: 'Signal Harbor – S02E05 – Static 5',
        start: day(3),
        allDay: true,
        url: 'http://nexus.test/watch/tv/6001/2/5',
        description: 'http://nexus.test/watch/tv/6001/2/5',
      });
      expect(byUid.get('nexus-6002-s03e08@nexus.test')?.start).toBe(day(-5));
      expect(byUid.get('nexus-6004-s01e01@nexus.test')?.summary).toBe(
        'First Light – S01E01 – Undertow 1',
      );
      // Only what the window holds: 6001 S2E4 to E10, 6002 S3E8, 6004 E1 and E2.
      expect(feed.events).toHaveLength(10);
      // Nothing of the account: no email, no profile name.
      expect(res.body).not.toContain('@example.com');
      expect(res.body).not.toContain(first.name);

      // Polling again: the same events and ETag; a conditional poll gets a 304.
      const again = await fetchFeed(app, created.body.url);
      expect(parseFeed(again.body).events).toEqual(feed.events);
      const etag = String(again.headers.etag);
      expect(etag).toBe(String(res.headers.etag));
      expect((await fetchFeed(app, created.body.url, { 'if-none-match': etag })).statusCode).toBe(
        304,
      );

      // 'Reset link': the old URL answers 404 at once, the new one the same events.
      const reset = await home.create();
      expect(reset.status).toBe(201);
      expect(reset.body.url).not.toBe(created.body.url);
      const old = await fetchFeed(app, created.body.url);
      expect(old.statusCode).toBe(404);
      expect(old.json()).toMatchObject({ error: { code: 'feed-not-found' } });
      const fresh = await fetchFeed(app, reset.body.url);
      expect(parseFeed(fresh.body).events.map((e) => e.uid)).toEqual(feed.events.map((e) => e.uid));

      // A malformed token and a made-up one: the same 404.
      for (const url of ['/api/calendar/nope.ics', `/api/calendar/${'A'.repeat(43)}.ics`]) {
        const res404 = await app.inject({ url, headers: { host: 'nexus.test' } });
        expect(res404.statusCode).toBe(404);
        expect(res404.json()).toEqual(old.json());
      }

      // Turned off: 404, and the status says so.
      const off = await home.raw('DELETE', '/api/calendar/feed');
      expect(off.statusCode).toBe(204);
      expect((await fetchFeed(app, reset.body.url)).statusCode).toBe(404);
      expect((await home.raw('GET', '/api/calendar/feed')).json()).toEqual({
        exists: false,
        createdAt: null,
      });
    },
  );

  it.skipIf(skip)('sees a library change at once', async () => {
    const home = await account(app);
    const first = (await home.profiles()).profiles[0]!;
    await home.follow(first.id, [6002]);
    const { body } = await home.create();
    expect(parseFeed((await fetchFeed(app, body.url)).body).events).toHaveLength(1);
    await home.follow(first.id, [6003]);
    const events = parseFeed((await fetchFeed(app, body.url)).body).events;
    expect(events.map((e) => e.uid)).toContain('nexus-6003-s02e01@nexus.test');
  });

  it.skipIf(skip)('keeps each profile’s feed to its own library and language', async () => {
    const home = await account(app);
    const first = (await home.profiles()).profiles[0]!;
    await home.follow(first.id, [6001]);
    const firstFeed = await home.create();
    const added = await home.device.post('POST', '/api/profiles', {
      name: 'Sam',
      avatar: 'avatar:2',
    });
    expect(added.status).toBe(201);
    const sam = added.body as unknown as Profile;
    expect(
      (await home.device.post('PATCH', `/api/profiles/${sam.id}`, { language: 'fr' })).status,
    ).toBe(200);
    expect((await home.device.post('POST', `/api/profiles/${sam.id}/choose`, {})).status).toBe(200);
    await home.follow(sam.id, [6004]);
    const samFeed = await home.create(sam.id);
    expect(samFeed.status).toBe(201);

    const samEvents = parseFeed((await fetchFeed(app, samFeed.body.url)).body).events;
    expect(samEvents.map((e) => e.uid)).toEqual([
      'nexus-6004-s01e01@nexus.test',
      'nexus-6004-s01e02@nexus.test',
    ]);
    // Sam's profile speaks French: the episode titles come in it.
    expect(samEvents[0]!.summary).toBe('[fr-FR] First Light – S01E01 – [fr-FR] Undertow 1');
    const firstEvents = parseFeed((await fetchFeed(app, firstFeed.body.url)).body).events;
    expect(firstEvents.every((e) => e.uid.startsWith('nexus-6001-'))).toBe(true);
    // Resetting Sam's link leaves the first profile's alone.
    await home.create(sam.id);
    expect((await fetchFeed(app, firstFeed.body.url)).statusCode).toBe(200);
    expect((await fetchFeed(app, samFeed.body.url)).statusCode).toBe(404);
  });

  it.skipIf(skip)('keeps a kids profile’s feed and episodes to series for kids', async () => {
    const home = await account(app);
    const first = (await home.profiles()).profiles[0]!;
    const added = await home.device.post('POST', '/api/profiles', {
      name: 'Kids',
      kids: true,
      avatar: 'avatar:3',
    });
    expect(added.status).toBe(201);
    const kids = added.body as unknown as Profile;
    // 6001 is rated TV-14, 6004 TV-Y7 (fake-tmdb-airing.ts).
    await home.follow(first.id, [6001, 6004]);
    const episodes = calendarEpisodesPath([6001, 6004], day(-7), day(60));
    const grownUp = await home.raw('GET', episodes);
    expect(grownUp.headers['cache-control']).toBe('public, max-age=600');
    const seriesOf = (body: string) =>
      new Set(JSON.parse(body).episodes.map((e: { seriesId: number }) => e.seriesId));
    expect(seriesOf(grownUp.body)).toEqual(new Set([6001, 6004]));

    const chosen = await home.device.post('POST', `/api/profiles/${kids.id}/choose`, {});
    expect(chosen.status).toBe(200);
    await home.follow(kids.id, [6001, 6004]);
    const forKids = await home.raw('GET', episodes);
    expect(forKids.statusCode, forKids.body).toBe(200);
    expect(seriesOf(forKids.body)).toEqual(new Set([6004]));
    // Its own answer: no shared cache may hand it on, nor hand a grown-up's to it.
    expect(forKids.headers['cache-control']).toBe('private, max-age=600');
    expect(forKids.headers.vary).toContain('cookie');

    const feed = await home.create(kids.id);
    expect(feed.status).toBe(201);
    const events = parseFeed((await fetchFeed(app, feed.body.url)).body).events;
    expect(events.length).toBeGreaterThan(0);
    expect(events.every((e) => e.uid.startsWith('nexus-6004-'))).toBe(true);
  });

  it.skipIf(skip)('lets no other account reach, reset or turn off a feed', async () => {
    const home = await account(app);
    const first = (await home.profiles()).profiles[0]!;
    await home.follow(first.id, [6001]);
    const mine = await home.create();
    const other = await account(app);
    // The other account names this account's profile: not theirs (409), nothing changes.
    const theirs = await other.create(first.id);
    expect(theirs.status).toBe(409);
    const stranger = await other.raw('DELETE', '/api/calendar/feed', {
      'x-nexus-profile': first.id,
    });
    expect(stranger.statusCode).toBe(409);
    // Their own feed is another one, of their own (empty) library.
    const own = await other.create();
    expect(own.status).toBe(201);
    expect(parseFeed((await fetchFeed(app, own.body.url)).body).events).toEqual([]);
    expect((await fetchFeed(app, mine.body.url)).statusCode).toBe(200);
    expect((await home.raw('GET', '/api/calendar/feed')).json()).toMatchObject({ exists: true });
  });

  it.skipIf(skip)('needs a session and this site’s page to manage a feed', async () => {
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/calendar/feed',
      headers: { host: 'nexus.test', origin: ORIGIN },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(
      (await app.inject({ url: '/api/calendar/feed', headers: { host: 'nexus.test' } })).statusCode,
    ).toBe(401);
    const home = await account(app);
    const forged = await home.raw('POST', '/api/calendar/feed', { origin: 'https://evil.test' });
    expect(forged.statusCode).toBe(403);
    expect((await home.raw('GET', '/api/calendar/feed')).json()).toMatchObject({ exists: false });
  });

  it.skipIf(skip)('opens nothing for a disabled account', async () => {
    const home = await account(app);
    const { body } = await home.create();
    expect((await fetchFeed(app, body.url)).statusCode).toBe(200);
    const userId = (await home.device.session()).body.user!.id;
    // What `npm run users -- disable` does.
    const database = openDatabase(appConfig);
    try {
      await sql`update "user" set disabled = ${name === 'postgres' ? sql`true` : sql`1`} where id = ${userId}`.execute(
        database.db,
      );
    } finally {
      await database.close();
    }
    expect((await fetchFeed(app, body.url)).statusCode).toBe(404);
  });

  it.skipIf(skip)('limits how often one feed is fetched', async () => {
    const home = await account(app);
    const { body } = await home.create();
    const answers = [];
    for (let i = 0; i < 6; i += 1) answers.push(await fetchFeed(app, body.url));
    expect(answers.slice(0, 5).map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(answers[5]!.statusCode).toBe(429);
    expect(Number(answers[5]!.headers['retry-after'])).toBeGreaterThan(0);
    expect(answers[5]!.json()).toMatchObject({ error: { code: 'too-many-requests' } });
  });
});

describe('the calendar feed with accounts off', () => {
  const fake = { url: 'http://127.0.0.1:9/3' } as FakeTmdbServer;
  const served = useAppOnFakeTmdb(fake);

  it('is not offered', async () => {
    for (const [method, url] of [
      ['GET', '/api/calendar/feed'],
      ['POST', '/api/calendar/feed'],
      ['DELETE', '/api/calendar/feed'],
      ['GET', `/api/calendar/${'A'.repeat(43)}.ics`],
    ] as const) {
      const res = await served.app.inject({ method, url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ error: { code: 'not-offered' } });
    }
  });
});
