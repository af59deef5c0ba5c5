import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildAuthApp } from '@/server/testing/auth-test-harness';
import { signedUpUser } from '@/server/testing/library-client';
import { openStream } from './testing/read-events';

vi.setConfig({ testTimeout: 60_000 });

// On the real wire: inject waits for a response to end, and a stream does not. What a stream
// tells is tested on both databases in library-api.test.ts.
describe('the live stream of library changes', () => {
  let app: FastifyInstance;
  let origin: string;
  beforeAll(async () => {
    ({ app } = await buildAuthApp());
    origin = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => app.close());

  it('refuses a user more than 16 open streams at once (429)', async () => {
    const ada = await signedUpUser(app);
    const streams = await Promise.all(
      Array.from({ length: 16 }, () => openStream(origin, ada.cookie())),
    );
    expect(streams.map((s) => s.res.statusCode)).toEqual(Array(16).fill(200));
    const extra = await openStream(origin, ada.cookie());
    expect(extra.res.statusCode).toBe(429);
    expect(extra.res.headers['retry-after']).toBeDefined();
    await extra.next(/"too-many-requests"/);
    // Closing one makes room again.
    streams[0]!.close();
    await vi.waitFor(async () => {
      const again = await openStream(origin, ada.cookie());
      again.close();
      expect(again.res.statusCode).toBe(200);
    });
    for (const stream of streams) stream.close();
  });

  it('ends open streams when the server closes, instead of keeping it open', async () => {
    const { app: other } = await buildAuthApp();
    const otherOrigin = await other.listen({ port: 0, host: '127.0.0.1' });
    const ada = await signedUpUser(other);
    const stream = await openStream(otherOrigin, ada.cookie());
    await stream.next(/cursor/);
    await other.close();
    await stream.ended;
  });
});
