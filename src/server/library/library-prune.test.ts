import { describe, expect, it } from 'vitest';
import { databaseBackends, useTestDatabase } from '@/server/db/testing/test-databases';
import type { Kysely } from 'kysely';
import { countLibraryUsage } from '@/server/db/migrations';
import { applyPush } from './apply-push';
import { pruneLibrary, TOMBSTONE_KEEP_MS } from './prune-library';
import { readChanges } from './read-changes';
import { historyOp, removeOp, saveOp } from '@/server/testing/library-client';

const DAY = 86_400_000;
const NOW = 1_800_000_000_000;

describe.each(databaseBackends)('pruning old tombstones on $name', (backend) => {
  const { skip } = backend;
  const database = useTestDatabase(backend, 'nexus_library_prune');

  const push = (user: string, ops: Parameters<typeof applyPush>[2], receivedAt: number) =>
    applyPush(database.db, user, ops, receivedAt);
  const pull = (user: string, since: number) =>
    readChanges(database.db, user, since, 100).then((page) => JSON.parse(page.chunks.join('')));

  it.skipIf(skip)(
    'keeps tombstones 90 days, then forgets them and their operation ids',
    async () => {
      const old = NOW - TOMBSTONE_KEEP_MS - DAY;
      const batch = [saveOp(1, old - 10), saveOp(2, old - 10)];
      await push('ada', batch, old);
      await push('ada', [removeOp('vault:movie:1', old)], old); // seq 3, older than 90 days
      await push('ada', [removeOp('vault:movie:2', NOW - DAY)], NOW - DAY); // seq 4, recent
      await push('bob', [saveOp(1, old - 1), removeOp('vault:movie:1', old)], old);

      const pruned = await pruneLibrary(database.db, NOW);
      expect(pruned).toEqual({ tombstones: 2, opIds: 5 });
      const keys = (await pull('ada', 0)).items.map((item: { key: string }) => item.key);
      // The live title was never a tombstone and the recent removal is kept.
      expect(keys).toEqual(['vault:movie:2']);
      expect((await pull('bob', 0)).items).toEqual([]);
      // Nothing newer than 90 days goes, however often it runs.
      expect(await pruneLibrary(database.db, NOW)).toEqual({ tombstones: 0, opIds: 0 });
    },
  );

  it.skipIf(skip)('answers a cursor from before the prune in full, marked reset', async () => {
    // Ada's tombstone at seq 3 is gone: a device at cursor 2 never heard of the removal.
    const stale = await pull('ada', 2);
    expect(stale.reset).toBe(true);
    expect(stale.items.map((item: { key: string }) => item.key)).toEqual(['vault:movie:2']);
    // A device that had seen seq 3 just goes on.
    expect(await pull('ada', 3)).toMatchObject({ reset: false, cursor: 4 });
    // A cursor the server never gave (another database, a restored backup) is a reset too.
    expect(await pull('ada', 99)).toMatchObject({ reset: true, cursor: 4 });
  });

  it.skipIf(skip)(
    'runs in batches, and takes what it forgot off the stored rows and characters',
    async () => {
      const old = NOW - TOMBSTONE_KEEP_MS - DAY;
      const saves = Array.from({ length: 7 }, (_, i) => saveOp(i + 1, old - 10));
      await push('cy', saves, old);
      await push(
        'cy',
        saves.slice(0, 5).map((op) => removeOp(op.key, old)),
        old,
      );
      await push('dee', [saveOp(1, old - 1), removeOp('vault:movie:1', old)], old);
      const usage = async (user: string) => {
        const row = await database.db
          .selectFrom('library_user')
          .select(['stored_rows', 'stored_bytes', 'pruned_seq'])
          .where('user_id', '=', user)
          .executeTakeFirstOrThrow();
        return {
          rows: Number(row.stored_rows),
          bytes: Number(row.stored_bytes),
          prunedSeq: Number(row.pruned_seq),
        };
      };
      // 7 items and 12 operation ids; the 5 tombstones keep their keys' characters.
      const before = await usage('cy');
      expect(before.rows).toBe(19);
      // Batches of 2 rows: many steps, the same outcome as one.
      expect(await pruneLibrary(database.db, NOW, TOMBSTONE_KEEP_MS, 2)).toEqual({
        tombstones: 6,
        opIds: 14,
      });
      const after = await usage('cy');
      expect(after.rows).toBe(2);
      expect(before.bytes - after.bytes).toBe(
        saves.slice(0, 5).reduce((sum, op) => sum + op.key.length, 0),
      );
      expect(after.prunedSeq).toBe(12);
      expect(await usage('dee')).toMatchObject({ rows: 0, bytes: 0, prunedSeq: 1 });
    },
  );

  it.skipIf(skip)(
    'counts existing libraries the way pushes count them (the migration that adds the counters)',
    async () => {
      const at = NOW - DAY;
      await push('eve', [saveOp(1, at), saveOp(2, at), historyOp(3, at)], at);
      await push(
        'eve',
        [removeOp('vault:movie:1', at + 1), removeOp('vault:movie:9', at + 1)],
        at + 10,
      );
      const read = () =>
        database.db
          .selectFrom('library_user')
          .select(['stored_rows', 'stored_bytes'])
          .where('user_id', '=', 'eve')
          .executeTakeFirstOrThrow()
          .then((row) => [Number(row.stored_rows), Number(row.stored_bytes)]);
      const counted = await read();
      // Three items and four operation ids: the deletion of what eve never had stores nothing.
      expect(counted[0]).toBe(3 + 4);
      await database.db
        .updateTable('library_user')
        .set({ stored_rows: 0, stored_bytes: 0 })
        .where('user_id', '=', 'eve')
        .execute();
      await countLibraryUsage(database.db as unknown as Kysely<unknown>);
      expect(await read()).toEqual(counted);
    },
  );
});
