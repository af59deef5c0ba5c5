import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '@/server/db/database';
import { migrateNexusTables } from '@/server/db/migrations';
import { databaseBackends, useTestDatabase } from '@/server/db/testing/test-databases';
import { databaseDailyUsage, memoryDailyUsage, takeEach, type DailyUsage } from './daily-usage';

const DAY = 86_400_000;

function behavesAsADailyCap(make: (now: () => number) => DailyUsage) {
  it('allows the cap, refuses the next, counts keys apart and starts again the next UTC day', async () => {
    let clock = Date.UTC(2026, 10, 24, 23, 0);
    const usage = make(() => clock);
    const takes = [];
    for (let i = 0; i < 4; i += 1) takes.push(await usage.take('user:a', 3));
    expect(takes).toEqual([true, true, true, false]);
    expect(await usage.take('user:b', 3)).toBe(true);
    clock += DAY;
    expect(await usage.take('user:a', 3)).toBe(true);
  });

  it('lets exactly the cap through when many ask at once', async () => {
    const usage = make(Date.now);
    const results = await Promise.all(Array.from({ length: 20 }, () => usage.take('burst', 5)));
    expect(results.filter(Boolean)).toHaveLength(5);
  });
}

describe('daily usage in memory', () => behavesAsADailyCap(memoryDailyUsage));

describe('daily usage in the database (SQLite)', () => {
  let database: Database;
  beforeAll(async () => {
    database = openDatabase({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'nexus-usage-')) });
    await migrateNexusTables(database.db as unknown as Kysely<unknown>);
  });
  afterAll(() => database.close());
  behavesAsADailyCap((now) => databaseDailyUsage(database.db, now));
});

function takesEachCapOrNone(make: () => DailyUsage) {
  it('counts one use against every cap, or gives back what it took when one refuses', async () => {
    const usage = make();
    const caps = (person: string) => [
      { key: `person:${person}`, cap: 2 },
      { key: 'address:one', cap: 3 },
    ];
    expect(await takeEach(usage, caps('a'))).toBe(-1);
    expect(await takeEach(usage, caps('a'))).toBe(-1);
    // Past the person's cap: refused first, so the address pays nothing.
    expect(await takeEach(usage, caps('a'))).toBe(0);
    expect(await takeEach(usage, caps('b'))).toBe(-1);
    // Past the address's: refused second, and b's own use is given back.
    expect(await takeEach(usage, caps('c'))).toBe(1);
    expect(await usage.take('person:c', 2)).toBe(true);
    expect(await usage.take('person:c', 2)).toBe(true);
    expect(await usage.take('person:c', 2)).toBe(false);
  });
}

describe('taking several caps in memory', () => takesEachCapOrNone(() => memoryDailyUsage()));

describe.each(databaseBackends.filter((backend) => !backend.skip))(
  'taking several caps in the database, on $name',
  (backend) => {
    const database = useTestDatabase(backend, 'nexus_daily_caps');
    takesEachCapOrNone(() => databaseDailyUsage(database.db));
  },
);
