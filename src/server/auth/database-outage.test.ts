import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasTestPostgres, useOwnTestPostgres } from '@/server/db/testing/test-databases';
import { browser, buildAuthApp, nextIp, testAccount } from '@/server/testing/auth-test-harness';

/**
 * Postgres stops under a running server (docs/product.md#sessions): nobody is signed out, the
 * calls that need the database say 503 in the error shape, the rest keeps answering, and the
 * same session works again once the database is back.
 */
describe.skipIf(!hasTestPostgres)('a database outage', () => {
  const own = useOwnTestPostgres('nexus_outage');
  let app: FastifyInstance;

  beforeAll(async () => {
    ({ app } = await buildAuthApp({ DATABASE_URL: own.url }));
  }, 120_000);
  afterAll(async () => {
    await app?.close();
  }, 60_000);

  it('answers 503 where the database is needed, keeps the session, and recovers', async () => {
    const ada = browser(app, nextIp());
    const account = testAccount();
    expect((await ada.signUp(account)).status).toBe(200);
    const cookieBefore = [...ada.jar.entries()];
    expect((await app.inject('/healthz')).statusCode).toBe(200);

    await own.postgres.pause();
    // Well past the probe's one-second memory of "up".
    await new Promise((resolve) => setTimeout(resolve, 1100));

    const session = await ada.session();
    expect(session.status).toBe(503);
    expect(session.body.error?.code).toBe('database-unavailable');
    expect(session.headers['retry-after']).toBe('5');
    expect(session.cookies).toEqual([]);
    expect([...ada.jar.entries()]).toEqual(cookieBefore);

    // The library and the chat need to know who asks: an outage, not a signed-out visitor (a
    // 401 would sign the device out).
    for (const answer of [
      await ada.post('GET', '/api/library/changes?since=0'),
      await ada.post('POST', '/api/library/push', { ops: [] }),
    ]) {
      expect(answer.status).toBe(503);
      expect(answer.body.error?.code).toBe('database-unavailable');
    }

    const other = browser(app, nextIp());
    for (const answer of [await other.signIn(account), await other.signUp(testAccount())]) {
      expect(answer.status).toBe(503);
      expect(answer.body.error?.code).toBe('database-unavailable');
    }
    // A visitor without a session is simply signed out: no database needed to say so.
    expect((await other.session()).body).toEqual({ user: null });
    const health = await app.inject('/healthz');
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({ status: 'unavailable', database: 'down' });
    expect((await app.inject('/embed/movie/1')).statusCode).not.toBe(503);

    await own.postgres.resume();
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const back = await ada.session();
    expect(back.status).toBe(200);
    expect(back.body.user?.email).toBe(account.email);
    expect((await app.inject('/healthz')).statusCode).toBe(200);
  }, 60_000);

  it('answers 503, never "no user", while the probe still remembers the database up', async () => {
    const ada = browser(app, nextIp());
    expect((await ada.signUp(testAccount())).status).toBe(200);
    const cookieBefore = [...ada.jar.entries()];
    // The probe answers "up" from memory for a second after this (database-probe.ts): the
    // session read below fails inside that second, the way a restart's first moments do.
    expect((await app.inject('/healthz')).statusCode).toBe(200);
    const primedAt = Date.now();
    await own.postgres.pause();
    const session = await ada.session();
    const library = await ada.post('GET', '/api/library/changes?since=0');
    const inProbeMemory = Date.now() - primedAt < 1000;
    await own.postgres.resume();

    expect(session.status).toBe(503);
    expect(session.body.error?.code).toBe('database-unavailable');
    expect(library.status).toBe(503);
    expect([...ada.jar.entries()]).toEqual(cookieBefore);
    // Otherwise the probe, not the error, decided, and this case checked nothing new.
    expect(inProbeMemory).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await ada.session()).body.user).toBeTruthy();
  }, 60_000);
});
