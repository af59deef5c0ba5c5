import { describe, expect, it, vi } from 'vitest';
import { useAuthBackend } from '@/server/testing/auth-backends';
import { databaseBackends } from '@/server/db/testing/test-databases';
import { buildAuthApp } from '@/server/testing/auth-test-harness';
import { LIBRARY_LIMITS } from '@/shared/library/library-limits';
import {
  continueRemovedOp,
  historyOp,
  imageOp,
  removeOp,
  saveOp,
  signedUpUser,
  watchedEpisodeOp,
} from '@/server/testing/library-client';
import { openStream } from './testing/read-events';

// Sign-ups hash passwords (scrypt), and the 10,000-item case pushes twenty full batches.
vi.setConfig({ testTimeout: 90_000, hookTimeout: 120_000 });

const T = 1_700_000_000_000;
const keysOf = (items: Array<{ key: string }>) => items.map((item) => item.key).sort();

describe.each(databaseBackends)('the library API on $name', ({ name, skip }) => {
  const built = useAuthBackend(name, skip, 'library API');
  const user = () => signedUpUser(built.app);
  // The stream needs the real wire (inject waits for an answer to end); listen on first use.
  let origin: string | undefined;
  const listening = async () => (origin ??= await built.app.listen({ port: 0, host: '127.0.0.1' }));

  it.skipIf(skip)('answers 401 in the error shape without a session, on every route', async () => {
    for (const [method, url] of [
      ['GET', '/api/library/changes?since=0'],
      ['POST', '/api/library/push'],
      ['GET', '/api/library/stream'],
    ] as const) {
      const res = await built.app.inject({
        method,
        url,
        payload: method === 'POST' ? { ops: [] } : undefined,
      });
      expect(res.statusCode, url).toBe(401);
      expect(res.json()).toEqual({ error: { code: 'unauthorized', message: expect.any(String) } });
    }
    // A signed-out browser is nobody, too.
    const viewer = await user();
    await viewer.signOut();
    expect((await viewer.changes()).status).toBe(401);
  });

  it.skipIf(skip)('keeps what is pushed, and pulls it in full and from a cursor', async () => {
    const viewer = await user();
    const first = await viewer.push([saveOp(603, T), historyOp(603, T)]);
    expect(first.status).toBe(200);
    expect(first.body.results.map((r) => r.outcome)).toEqual(['applied', 'applied']);
    expect(first.body.cursor).toBe(2);
    expect(first.headers['cache-control']).toBe('no-store');

    const full = await viewer.changes(0);
    expect(full.status).toBe(200);
    expect(full.body).toMatchObject({ cursor: 2, more: false, reset: false });
    expect(keysOf(full.body.items)).toEqual(['history:movie:603', 'vault:movie:603']);
    expect(full.body.items.find((i) => i.key === 'vault:movie:603')?.value).toMatchObject({
      id: 603,
      title: 'Title 603',
    });

    await viewer.push([saveOp(604, T + 1)]);
    const since = await viewer.changes(2);
    expect(keysOf(since.body.items)).toEqual(['vault:movie:604']);
    expect(since.body.cursor).toBe(3);
    expect((await viewer.changes(3)).body.items).toEqual([]);
    // Paged: a full page says there is more, from the cursor it gives.
    const page = await viewer.changes(0, '&limit=2');
    expect(page.body).toMatchObject({ cursor: 2, more: true });
    expect((await viewer.changes(page.body.cursor, '&limit=2')).body).toMatchObject({
      cursor: 3,
      more: false,
    });
  });

  it.skipIf(skip)('keeps two users apart: neither reads nor changes the other', async () => {
    const [ada, bob] = await Promise.all([user(), user()]);
    await ada.push([saveOp(603, T), imageOp(100, T)]);
    expect((await bob.changes(0)).body.items).toEqual([]);
    // Bob removes "the same" title and sets his image: only his library changes.
    await bob.push([removeOp('vault:movie:603', T + 10), imageOp(200, T + 10)]);
    const adas = await ada.changes(0);
    expect(adas.body.items.find((i) => i.key === 'vault:movie:603')?.value).not.toBeNull();
    expect((adas.body.items.find((i) => i.key === 'profile-image')?.value as string).length).toBe(
      100,
    );
    // The user comes from the session only: naming another user anywhere changes nothing.
    // (Bob never held the title: his removal of it stores nothing.)
    const res = await bob.changes(0, `&user=${ada.id}&userId=${ada.id}`);
    expect(keysOf(res.body.items)).toEqual(['profile-image']);
    const sneaky = await bob.push([{ ...saveOp(1, T), userId: ada.id }]);
    expect(sneaky.status).toBe(200);
    expect(keysOf((await ada.changes(0)).body.items)).toEqual(['profile-image', 'vault:movie:603']);
  });

  it.skipIf(skip)(
    "takes one user's concurrent pushes in turn: distinct cursors, none missed",
    async () => {
      const viewer = await user();
      const pushes = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          viewer.push([saveOp(2 * i + 1, T), saveOp(2 * i + 2, T)]),
        ),
      );
      expect(pushes.map((p) => p.status)).toEqual(Array(8).fill(200));
      const cursors = pushes.map((p) => p.body.cursor).sort((a, b) => a - b);
      expect(cursors).toEqual([2, 4, 6, 8, 10, 12, 14, 16]);
      const full = await viewer.changes(0);
      expect(full.body.items).toHaveLength(16);
      expect(full.body.cursor).toBe(16);
    },
  );

  it.skipIf(skip)('changes nothing when the same batch comes twice', async () => {
    const viewer = await user();
    const batch = [saveOp(1, T), saveOp(2, T), removeOp('vault:movie:1', T + 5)];
    const once = await viewer.push(batch);
    const twice = await viewer.push(batch);
    expect(twice.status).toBe(200);
    expect(twice.body.results.map((r) => r.outcome)).toEqual([
      'duplicate',
      'duplicate',
      'duplicate',
    ]);
    expect(twice.body.cursor).toBe(once.body.cursor);
    expect(twice.body.items).toEqual(once.body.items);
    expect((await viewer.changes(once.body.cursor)).body.items).toEqual([]);
  });

  it.skipIf(skip)('never lets an older change bring back a deleted item', async () => {
    const viewer = await user();
    await viewer.push([saveOp(603, T)]);
    await viewer.push([removeOp('vault:movie:603', T + 100)]);
    // A device that was offline saved it again before the removal, and only now reconnects.
    const stale = await viewer.push([saveOp(603, T + 50)]);
    expect(stale.body.results[0]?.outcome).toBe('superseded');
    expect(stale.body.items).toEqual([
      expect.objectContaining({ key: 'vault:movie:603', value: null }),
    ]);
    // Clearing the history is a tombstone per entry; an entry watched before it stays gone,
    // one watched after it comes back.
    await viewer.push([historyOp(1, T), historyOp(2, T)]);
    await viewer.push([removeOp('history:movie:1', T + 100), removeOp('history:movie:2', T + 100)]);
    await viewer.push([historyOp(1, T + 60, T + 200), historyOp(2, T + 150)]);
    const items = (await viewer.changes(0)).body.items;
    const value = (key: string) => items.find((i) => i.key === key)?.value;
    expect(value('vault:movie:603')).toBeNull();
    expect(value('history:movie:1')).toBeNull();
    expect(value('history:movie:2')).toMatchObject({ watchedAt: T + 150 });
  });

  it.skipIf(skip)(
    'clamps an action time from a clock running ahead to the server clock',
    async () => {
      const viewer = await user();
      const before = Date.now();
      const res = await viewer.push([saveOp(7, Date.now() + 365 * 86_400_000)]);
      expect(res.body.results[0]!.at).toBeGreaterThanOrEqual(before);
      expect(res.body.results[0]!.at).toBeLessThanOrEqual(Date.now());
      const later = await viewer.push([removeOp('vault:movie:7', Date.now() + 1)]);
      expect(later.body.results[0]?.outcome).toBe('applied');
    },
  );

  it.skipIf(skip)('refuses over 500 operations or 1 MB with 413, and applies nothing', async () => {
    const viewer = await user();
    const ops = Array.from({ length: LIBRARY_LIMITS.batchOps + 1 }, (_, i) => saveOp(i + 1, T));
    const many = await viewer.push(ops);
    expect(many.status).toBe(413);
    expect(many.body.error?.code).toBe('batch-too-large');
    // 500 operations whose body is over 1 MB.
    const big = ops
      .slice(0, 500)
      .map((op) => ({ ...op, value: { ...(op.value as object), overview: 'x'.repeat(2100) } }));
    const heavy = await built.app.inject({
      method: 'POST',
      url: '/api/library/push',
      headers: { cookie: viewer.cookie(), 'content-type': 'application/json' },
      payload: JSON.stringify({ ops: big }),
    });
    expect(heavy.statusCode).toBe(413);
    expect(heavy.json().error.code).toBe('batch-too-large');
    expect((await viewer.changes(0)).body.items).toEqual([]);
  });

  it.skipIf(skip)(
    'refuses a profile image over 350 KB with 422, and the rest of its batch',
    async () => {
      const viewer = await user();
      const res = await viewer.push([
        saveOp(1, T),
        imageOp(LIBRARY_LIMITS.profileImageBytes + 1, T),
      ]);
      expect(res.status).toBe(422);
      expect(res.body.error?.code).toBe('profile-image-too-large');
      expect((await viewer.changes(0)).body.items).toEqual([]);
      expect((await viewer.push([imageOp(LIBRARY_LIMITS.profileImageBytes, T)])).status).toBe(200);
    },
  );

  it.skipIf(skip)(
    'keeps watched marks per episode and titles removed from Continue Watching, and refuses a mark for another episode than its key',
    async () => {
      const viewer = await user();
      const pushed = await viewer.push([
        watchedEpisodeOp(1396, 1, 1, T),
        watchedEpisodeOp(1396, 1, 2, T),
        continueRemovedOp(603, T),
      ]);
      expect(pushed.status).toBe(200);
      expect(keysOf((await viewer.changes(0)).body.items)).toEqual([
        'continue-removed:movie:603',
        'watched:tv:1396:1:1',
        'watched:tv:1396:1:2',
      ]);
      const wrong = { ...watchedEpisodeOp(1396, 2, 1, T), key: 'watched:tv:1396:2:2' };
      const refused = await viewer.push([wrong]);
      expect(refused.status).toBe(400);
      expect(refused.body.error?.code).toBe('bad-request');
      // Unmarking is a tombstone like any other removal.
      expect((await viewer.push([removeOp('watched:tv:1396:1:2', T + 1)])).status).toBe(200);
      const after = await viewer.changes(0);
      expect(after.body.items.find((i) => i.key === 'watched:tv:1396:1:2')?.value).toBeNull();
    },
  );

  it.skipIf(skip)('keeps ratings in half stars, and refuses a rating that is not one', async () => {
    const viewer = await user();
    const rated = (stars: number) => ({
      opId: `rating-op-${String(stars).replace('.', '-')}`,
      key: 'rating:movie:603',
      value: { id: 603, media_type: 'movie', rating: stars, ratedAt: T },
      at: T,
    });
    expect((await viewer.push([rated(4.5)])).status).toBe(200);
    const items = (await viewer.changes(0)).body.items;
    expect(items.find((i) => i.key === 'rating:movie:603')?.value).toMatchObject({ rating: 4.5 });
    const refusals = await Promise.all([0, 4.25, 5.5].map((stars) => viewer.push([rated(stars)])));
    expect(refusals.map((res) => `${res.status} ${res.body.error?.code}`)).toEqual(
      Array(3).fill('400 bad-request'),
    );
  });

  it.skipIf(skip)(
    'refuses a batch that would keep over 10,000 titles of a kind (422), whole',
    async () => {
      const viewer = await user();
      const limit = LIBRARY_LIMITS.itemsPerKind;
      for (let start = 0; start < limit; start += LIBRARY_LIMITS.batchOps) {
        const ops = Array.from({ length: LIBRARY_LIMITS.batchOps }, (_, i) =>
          saveOp(start + i + 1, T),
        );
        expect((await viewer.push(ops)).status).toBe(200);
      }
      const full = await viewer.push([historyOp(1, T), saveOp(limit + 1, T)]);
      expect(full.status).toBe(422);
      expect(full.body.error?.code).toBe('library-full');
      const cursor = limit;
      expect((await viewer.changes(cursor)).body.items).toEqual([]);
      // Removing one makes room for another, in the same batch; other kinds have their own room.
      const swap = await viewer.push([
        removeOp('vault:movie:1', T + 1),
        saveOp(limit + 1, T + 1),
        historyOp(1, T),
      ]);
      expect(swap.status).toBe(200);
    },
  );

  it.skipIf(skip)(
    'tells a user of each of their pushes on the live stream, and nobody else',
    async () => {
      const [ada, bob] = await Promise.all([user(), user()]);
      await ada.push([saveOp(1, 1000)]);
      const stream = await openStream(await listening(), ada.cookie());
      expect(stream.res.statusCode).toBe(200);
      expect(stream.res.headers['content-type']).toMatch(/^text\/event-stream/);
      expect(stream.res.headers['cache-control']).toBe('no-store');
      // First the reconnect hint and the current cursor, so a client that is behind pulls at once.
      await stream.next(/^retry: \d+\n\nevent: change\ndata: \{"cursor":1\}\n\n$/);

      // Another device of Ada's pushes: her stream hears the new cursor.
      await ada.push([saveOp(2, 1000), removeOp('vault:movie:1', 2000)]);
      await stream.next(/data: \{"cursor":3\}\n\n$/);

      // Bob's pushes are not Ada's business, and a batch that changes nothing is not news.
      await bob.push([saveOp(3, 1000)]);
      await ada.push([saveOp(1, 1500)]);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(stream.text.match(/event: change/g)).toHaveLength(2);
      stream.close();
    },
  );

  it.skipIf(skip)('answers 400 naming the field for a malformed batch or cursor', async () => {
    const viewer = await user();
    const wrong = await viewer.push([{ ...saveOp(603, T), key: 'vault:tv:603' }]);
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toEqual({
      code: 'bad-request',
      message: expect.stringMatching(/^ops\.0: value: .*key/),
    });
    expect((await viewer.changes(-1)).status).toBe(400);
    expect((await viewer.changes(0, '&limit=0')).status).toBe(400);
  });
});

describe('the library with accounts off', () => {
  it('does not exist: 404', async () => {
    const { app } = await buildAuthApp({ AUTH_MODE: 'anonymous' });
    try {
      for (const url of ['/api/library/changes?since=0', '/api/library/stream']) {
        expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
      }
      const push = await app.inject({
        method: 'POST',
        url: '/api/library/push',
        payload: { ops: [] },
      });
      expect(push.statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});
