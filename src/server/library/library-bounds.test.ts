import { brotliDecompressSync } from 'node:zlib';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { useAuthBackend } from '@/server/testing/auth-backends';
import { ORIGIN } from '@/server/testing/auth-test-harness';
import { openDatabase, type Database } from '@/server/db/database';
import { databaseBackends } from '@/server/db/testing/test-databases';
import { LIBRARY_LIMITS, STORED_ROWS_LIMIT } from '@/shared/library/library-limits';
import type { ChangesResponse, PushResponse } from '@/shared/library/library-api';
import {
  historyOp,
  imageOp,
  removeOp,
  saveOp,
  signedUpUser,
} from '@/server/testing/library-client';

// Sign-ups hash passwords (scrypt).
vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

const T = 1_700_000_000_000;

/** A saved title padded with an unknown field to about `chars` characters of JSON. */
const paddedSave = (id: number, chars: number) => {
  const op = saveOp(id, T);
  return { ...op, value: { ...(op.value as object), padding: 'x'.repeat(chars - 100) } };
};

/** A value nested `depth` levels deep, as text: no recursion builds or reads it. */
const nestedBody = (opId: string, depth: number, protocol?: number) =>
  `{${protocol ? `"protocol":${protocol},` : ''}"ops":[{"opId":"${opId}","key":"vault:movie:1",` +
  `"at":${T},"value":{"id":1,"type":"movie","addedAt":"2026-01-01T00:00:00.000Z","deep":` +
  `${'['.repeat(depth)}${']'.repeat(depth)}}}]}`;

describe.each(databaseBackends)('the library limits on $name', ({ name, skip }) => {
  const built = useAuthBackend(name, skip, 'library limits');
  const user = () => signedUpUser(built.app);
  let database: Database | undefined;
  // A second connection to the app's database, to read what it stores and to set counters.
  const db = () => (database ??= openDatabase(built.config)).db;
  afterAll(async () => database?.close());

  const rawPush = (cookie: string, payload: string) =>
    built.app.inject({
      method: 'POST',
      url: '/api/library/push',
      // As the site's own page would: a POST with cookies names its origin (trusted-origin.ts).
      headers: {
        cookie,
        origin: ORIGIN,
        host: new URL(ORIGIN).host,
        'content-type': 'application/json',
      },
      payload,
    });
  const pushV2 = async (cookie: string, ops: unknown[]) => {
    const res = await rawPush(cookie, JSON.stringify({ protocol: 2, ops }));
    return {
      status: res.statusCode,
      body: res.json() as PushResponse & { error?: { code: string } },
    };
  };
  const storedRows = async (userId: string) => {
    const items = await db()
      .selectFrom('library_item')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    const ops = await db()
      .selectFrom('library_op')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    return Number(items.n) + Number(ops.n);
  };
  const setUsage = (userId: string, usage: { rows?: number; bytes?: number; vault?: number }) =>
    db()
      .updateTable('library_user')
      .set({
        ...(usage.rows === undefined ? {} : { stored_rows: usage.rows }),
        ...(usage.bytes === undefined ? {} : { stored_bytes: usage.bytes }),
        ...(usage.vault === undefined ? {} : { vault_items: usage.vault }),
      })
      .where('user_id', '=', userId)
      .execute();

  it.skipIf(skip)(
    'refuses a value over 32 KB with 400 naming the field, and keeps every field of one under it',
    async () => {
      const viewer = await user();
      const padded = await viewer.push([saveOp(1, T), paddedSave(2, 300 * 1024)]);
      expect(padded.status).toBe(400);
      expect(padded.body.error).toEqual({
        code: 'bad-request',
        message: 'ops.1: value: is over 32 KB as JSON',
      });
      expect((await viewer.changes(0)).body.items).toEqual([]);
      // Under the cap, the unknown field is kept: the cap bounds records, nothing is stripped.
      expect((await viewer.push([paddedSave(3, 30 * 1024)])).status).toBe(200);
      const [item] = (await viewer.changes(0)).body.items;
      expect((item?.value as unknown as { padding: string }).padding).toHaveLength(30 * 1024 - 100);
    },
  );

  it.skipIf(skip)('answers 400, never 500, for a value nested thousands deep', async () => {
    const viewer = await user();
    const deep = await rawPush(viewer.cookie(), nestedBody('deep-op-id-1', 50_000));
    expect(deep.statusCode).toBe(400);
    expect(deep.json().error.message).toBe('ops.0: value: is nested deeper than 8 levels');
    // Eight levels in all (the record and seven arrays) is allowed.
    expect((await rawPush(viewer.cookie(), nestedBody('deep-op-id-2', 7))).statusCode).toBe(200);
    expect((await rawPush(viewer.cookie(), nestedBody('deep-op-id-3', 8))).statusCode).toBe(400);
    // Protocol 2: that operation is rejected, with its reason.
    const partial = await rawPush(viewer.cookie(), nestedBody('deep-op-id-4', 50_000, 2));
    expect(partial.statusCode).toBe(200);
    expect(partial.json().results).toEqual([
      {
        opId: 'deep-op-id-4',
        outcome: 'rejected',
        error: {
          code: 'value-too-large',
          message: 'This change is too large to save: its value is nested deeper than 8 levels.',
        },
      },
    ]);
  });

  it.skipIf(skip)(
    'protocol 2: applies what passes and rejects each refused operation with its reason',
    async () => {
      const viewer = await user();
      const good = [saveOp(1, T), historyOp(2, T)];
      const wrongKey = { ...saveOp(3, T), key: 'vault:tv:3' };
      const padded = paddedSave(4, 40 * 1024);
      const image = imageOp(LIBRARY_LIMITS.profileImageBytes + 1, T);
      const res = await pushV2(viewer.cookie(), [good[0], wrongKey, padded, image, good[1]]);
      expect(res.status).toBe(200);
      expect(res.body.results.map((r) => `${r.opId} ${r.outcome} ${r.error?.code ?? ''}`)).toEqual([
        `${good[0]!.opId} applied `,
        `${wrongKey.opId} rejected bad-request`,
        `${padded.opId} rejected value-too-large`,
        `${image.opId} rejected profile-image-too-large`,
        `${good[1]!.opId} applied `,
      ]);
      expect(res.body.results[1]!.error!.message).toMatch(/^ops\.1\.value: .*key/);
      // The answer's items are those of the operations applied; only they are stored.
      expect(res.body.items.map((item) => item.key).sort()).toEqual([
        'history:movie:2',
        'vault:movie:1',
      ]);
      expect((await viewer.changes(0)).body.items.map((item) => item.key).sort()).toEqual([
        'history:movie:2',
        'vault:movie:1',
      ]);
      // Only a body over the count or size limit is refused whole; an unknown version too.
      const many = Array.from({ length: LIBRARY_LIMITS.batchOps + 1 }, (_, i) => saveOp(i + 9, T));
      expect((await pushV2(viewer.cookie(), many)).status).toBe(413);
      const newer = await rawPush(viewer.cookie(), JSON.stringify({ protocol: 3, ops: [] }));
      expect(newer.statusCode).toBe(400);
      expect(newer.json().error.code).toBe('unsupported-protocol');
    },
  );

  it.skipIf(skip)('stores nothing for deletions of keys the account never held', async () => {
    const viewer = await user();
    await viewer.push([saveOp(1, T)]);
    const rowsBefore = await storedRows(viewer.id);
    const deletions = Array.from({ length: 300 }, (_, i) => removeOp(`vault:movie:${i + 100}`, T));
    const res = await viewer.push(deletions);
    expect(res.status).toBe(200);
    expect(new Set(res.body.results.map((r) => r.outcome))).toEqual(new Set(['applied']));
    expect(await storedRows(viewer.id)).toBe(rowsBefore);
    expect((await viewer.changes(0)).body.items.map((item) => item.key)).toEqual(['vault:movie:1']);
    // A deletion of what it holds is stored as ever (a tombstone, and its operation id).
    await viewer.push([removeOp('vault:movie:1', T + 1)]);
    expect(await storedRows(viewer.id)).toBe(rowsBefore + 1);
  });

  it.skipIf(skip)(
    'caps stored rows and characters per account: past them an operation is rejected (protocol 2) or the batch refused (422)',
    async () => {
      const viewer = await user();
      await viewer.push([paddedSave(1, 1024)]);
      await setUsage(viewer.id, { rows: STORED_ROWS_LIMIT - 2 });
      // A new item takes two rows (it and its operation id): the first fits, the second not.
      const rows = await pushV2(viewer.cookie(), [saveOp(2, T), saveOp(3, T)]);
      expect(rows.body.results.map((r) => r.outcome)).toEqual(['applied', 'rejected']);
      expect(rows.body.results[1]!.error).toEqual({
        code: 'library-full',
        message: expect.stringMatching(/210,000.*90 days.*export/),
      });
      const whole = await viewer.push([saveOp(4, T)]);
      expect(whole.status).toBe(422);
      expect(whole.body.error?.code).toBe('library-full');

      await setUsage(viewer.id, { rows: 10, bytes: LIBRARY_LIMITS.storedBytes - 10 });
      const bytes = await pushV2(viewer.cookie(), [saveOp(5, T), removeOp('vault:movie:1', T + 1)]);
      expect(bytes.body.results.map((r) => r.outcome)).toEqual(['rejected', 'applied']);
      expect(bytes.body.results[0]!.error?.message).toMatch(/64 MB.*Remove/);
      // The removal of a larger title made room: the new one now fits.
      const after = await pushV2(viewer.cookie(), [saveOp(5, T)]);
      expect(after.body.results.map((r) => r.outcome)).toEqual(['applied']);
    },
  );

  it.skipIf(skip)(
    'protocol 2: a full kind rejects only the operations that would grow it',
    async () => {
      const viewer = await user();
      await viewer.push([saveOp(1, T)]);
      await setUsage(viewer.id, { vault: LIBRARY_LIMITS.itemsPerKind });
      const res = await pushV2(viewer.cookie(), [saveOp(2, T), historyOp(2, T), saveOp(1, T + 5)]);
      expect(res.body.results.map((r) => r.outcome)).toEqual(['rejected', 'applied', 'applied']);
      expect(res.body.results[0]!.error?.message).toMatch(/10,000 saved titles/);
    },
  );

  it.skipIf(skip)(
    'caps a pull page at about 1 MB as well as 5,000 items, and sends it compressed in pieces',
    async () => {
      const viewer = await user();
      const ops = Array.from({ length: 80 }, (_, i) => paddedSave(i + 1, 30 * 1024));
      for (let start = 0; start < ops.length; start += 20) {
        expect((await viewer.push(ops.slice(start, start + 20))).status).toBe(200);
      }
      const pages: ChangesResponse[] = [];
      let cursor = 0;
      for (let page = 0; page < 10; page += 1) {
        const res = await built.app.inject({
          method: 'GET',
          url: `/api/library/changes?since=${cursor}`,
          headers: { cookie: viewer.cookie(), 'accept-encoding': 'br' },
        });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-encoding']).toBe('br');
        const text = brotliDecompressSync(res.rawPayload).toString('utf8');
        expect(text.length).toBeLessThanOrEqual(LIBRARY_LIMITS.pullPageBytes + 64 * 1024);
        pages.push(JSON.parse(text) as ChangesResponse);
        cursor = pages.at(-1)!.cursor;
        if (!pages.at(-1)!.more) break;
      }
      expect(pages.length).toBe(3);
      expect(pages.slice(0, -1).every((page) => page.more)).toBe(true);
      const keys = pages.flatMap((page) => page.items.map((item) => item.key));
      expect(new Set(keys).size).toBe(80);
      expect(cursor).toBe(80);
    },
  );
});
