import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freePort } from '@/server/http/testing/free-port';
import { openDatabase } from './database';
import { findPostgresBin, startTestPostgres, type TestPostgres } from './testing/test-postgres';

const bin = findPostgresBin();

describe.skipIf(!bin)('the Postgres connection pool', () => {
  let postgres: TestPostgres;
  let url: string;

  beforeAll(async () => {
    postgres = await startTestPostgres(bin!, await freePort());
    url = await postgres.createDatabase('nexus_pool_test');
  }, 120_000);
  afterAll(() => postgres?.stop(), 60_000);

  it('survives Postgres dropping its idle connections, and the next query works', async () => {
    const warn = vi.fn();
    const database = openDatabase({ DATA_DIR: '/nonexistent', DATABASE_URL: url }, { warn });
    try {
      await sql`select 1`.execute(database.db);
      // Another session kills ours, as a restart or an admin would.
      const admin = openDatabase({ DATA_DIR: '/nonexistent', DATABASE_URL: url }, { warn });
      try {
        const killed = await sql<{ n: number }>`
          select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid()`.execute(admin.db);
        expect(killed.rows[0]?.n).toBeGreaterThanOrEqual(1);
      } finally {
        await admin.close();
      }
      await vi.waitFor(() => expect(warn).toHaveBeenCalled(), { timeout: 10_000 });
      expect(warn.mock.calls[0]?.[1]).toBe('an idle Postgres connection was lost');
      const again = await sql<{ v: number }>`select 2 as v`.execute(database.db);
      expect(again.rows[0]?.v).toBe(2);
    } finally {
      await database.close();
    }
  });
});
