import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { AppDatabase } from '@/server/db/app-database';
import type { NexusTables } from '@/server/db/database';

/** One answer as the cluster knows it: when it was fetched and how long it stays fresh. */
export interface SharedAnswer {
  value: unknown;
  storedAt: number;
  ttl: number;
  /**
   * Set when the source failed and the answer is an older one from the table, still within its
   * stale-if-error window: a server that starts during a TMDB outage can then answer what the
   * cluster had, marked as old, instead of an error.
   */
  sourceFailure?: unknown;
}

export interface SharedCatalogCache {
  /**
   * The cluster's fresh answer for `key`: the stored one; else this server asks the source
   * (`fetch`) while holding the key's lease and stores the answer for everyone; else another
   * server holds the lease and this one waits for its answer. Database trouble never stands in
   * the way: the source is then asked directly.
   */
  load(
    key: string,
    fetch: () => Promise<unknown>,
    ttlFor: (value: unknown) => number,
  ): Promise<SharedAnswer>;
}

export interface SharedCatalogCacheOptions {
  /** The app's database; only Postgres is shared (SQLite is one server's). */
  database: Pick<AppDatabase, 'db' | 'kind' | 'up'>;
  log: Pick<FastifyBaseLogger, 'warn'>;
  /** How long past its TTL a row is kept (the first level may serve it during an outage). */
  keepStaleMs: number;
  /** The cap on stored JSON; the oldest rows go first. */
  maxBytes?: number;
  /** How long one server may hold a key before the others stop waiting and ask themselves. */
  leaseMs?: number;
  pollMs?: number;
  /** A database statement slower than this counts as trouble: the source is asked directly. */
  statementTimeoutMs?: number;
  now?: () => number;
}

const PRUNE_EVERY_MS = 60_000;

class DatabaseTrouble extends Error {}

/**
 * The second level of the TMDB answer cache, in an unlogged Postgres table shared by every
 * server of a cluster (each keeps its in-memory first level, cached-source.ts). The cluster then
 * makes one upstream call per resource per TTL, however many servers are asked at once.
 *
 * TMDB's terms let an app cache its data for up to six months; rows here are deleted one day
 * after their TTL (12 h at most), long before.
 */
export function sharedCatalogCache(options: SharedCatalogCacheOptions): SharedCatalogCache {
  const now = options.now ?? Date.now;
  const leaseMs = options.leaseMs ?? 10_000;
  const pollMs = options.pollMs ?? 50;
  const statementTimeoutMs = options.statementTimeoutMs ?? 1000;
  const maxBytes = options.maxBytes ?? 256 * 1024 * 1024;
  let lastPrune = 0;

  /** The shared table, or null when there is none to share (SQLite, database down). */
  const tableDb = async (): Promise<Kysely<NexusTables> | null> => {
    const { database } = options;
    if (database.kind !== 'postgres') return null;
    return (await database.up()) ? database.db : null;
  };

  /** A statement that answers in time, or DatabaseTrouble. */
  const bounded = async <T>(statement: Promise<T>): Promise<T> => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new DatabaseTrouble('too slow')), statementTimeoutMs);
    });
    try {
      return await Promise.race([statement, late]);
    } catch (error) {
      throw error instanceof DatabaseTrouble ? error : new DatabaseTrouble(String(error));
    } finally {
      clearTimeout(timer);
    }
  };

  const read = (db: Kysely<NexusTables>, key: string) =>
    bounded(
      db
        .selectFrom('catalog_cache')
        .select(['value', 'stored_at', 'ttl_ms', 'lease_until'])
        .where('key', '=', key)
        .executeTakeFirst(),
    );

  /** A stored answer past its TTL but within the stale-if-error window, for a failing source. */
  const usableAnswer = (row: Awaited<ReturnType<typeof read>>): SharedAnswer | null => {
    if (!row || row.value === null) return null;
    const storedAt = Number(row.stored_at);
    const ttl = Number(row.ttl_ms);
    return now() - storedAt < ttl + options.keepStaleMs
      ? { value: JSON.parse(row.value), storedAt, ttl }
      : null;
  };

  const freshAnswer = (row: Awaited<ReturnType<typeof read>>): SharedAnswer | null => {
    if (!row || row.value === null) return null;
    const storedAt = Number(row.stored_at);
    const ttl = Number(row.ttl_ms);
    return now() - storedAt < ttl ? { value: JSON.parse(row.value), storedAt, ttl } : null;
  };

  /** Takes the key's lease unless a fresh answer is stored or another live lease holds it. */
  const claim = async (db: Kysely<NexusTables>, key: string) => {
    const at = now();
    const won = await bounded(
      db
        .insertInto('catalog_cache')
        .values({ key, value: null, stored_at: 0, ttl_ms: 0, bytes: 0, lease_until: at + leaseMs })
        .onConflict((conflict) =>
          conflict
            .column('key')
            .doUpdateSet({ lease_until: at + leaseMs })
            .where((row) =>
              row.and([
                row.or([
                  row('catalog_cache.lease_until', 'is', null),
                  row('catalog_cache.lease_until', '<=', at),
                ]),
                row.or([
                  row('catalog_cache.value', 'is', null),
                  row(sql`catalog_cache.stored_at + catalog_cache.ttl_ms`, '<=', at),
                ]),
              ]),
            ),
        )
        .returning('key')
        .executeTakeFirst(),
    );
    return won !== undefined;
  };

  const store = async (db: Kysely<NexusTables>, key: string, answer: SharedAnswer) => {
    const text = JSON.stringify(answer.value) ?? 'null';
    const row = {
      value: text,
      stored_at: answer.storedAt,
      ttl_ms: answer.ttl,
      bytes: text.length,
      lease_until: null,
    };
    await bounded(
      db
        .insertInto('catalog_cache')
        .values({ key, ...row })
        .onConflict((conflict) => conflict.column('key').doUpdateSet(row))
        .execute(),
    );
  };

  const release = (db: Kysely<NexusTables>, key: string) =>
    bounded(
      db.updateTable('catalog_cache').set({ lease_until: null }).where('key', '=', key).execute(),
    );

  /** Rows past any use, then the oldest beyond the byte cap; at most once a minute per server. */
  const prune = async (db: Kysely<NexusTables>) => {
    const at = now();
    if (at - lastPrune < PRUNE_EVERY_MS) return;
    lastPrune = at;
    await db
      .deleteFrom('catalog_cache')
      .where((row) =>
        row.or([
          row(sql`stored_at + ttl_ms + ${options.keepStaleMs}`, '<', at).and(
            'value',
            'is not',
            null,
          ),
          row('value', 'is', null).and('lease_until', '<', at),
        ]),
      )
      .execute();
    await sql`delete from catalog_cache where key in (
        select key from (
          select key, sum(bytes) over (order by stored_at desc, key) as running from catalog_cache
        ) ranked where running > ${maxBytes})`.execute(db);
  };

  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  return {
    async load(key, fetch, ttlFor) {
      const fetchNow = async (): Promise<SharedAnswer> => {
        const value = await fetch();
        return { value, storedAt: now(), ttl: ttlFor(value) };
      };
      let db: Kysely<NexusTables> | null;
      let claimed = false;
      let old: SharedAnswer | null = null;
      try {
        db = await tableDb();
        if (!db) return await fetchNow();
        const row = await read(db, key);
        const stored = freshAnswer(row);
        if (stored) return stored;
        old = usableAnswer(row);
        claimed = await claim(db, key);
        if (!claimed) {
          // Another server is asking the source: its answer lands in the table.
          const giveUpAt = now() + leaseMs;
          while (now() < giveUpAt) {
            await wait(pollMs);
            const row = await read(db, key);
            const answer = freshAnswer(row);
            if (answer) return answer;
            if (row?.lease_until == null || Number(row.lease_until) <= now()) break;
          }
        }
      } catch (error) {
        if (!(error instanceof DatabaseTrouble)) throw error;
        options.log.warn({ err: error.message, key }, 'catalogue: the shared cache is unavailable');
        return fetchNow();
      }

      // This server asks: it holds the lease, or the holder gave up or went away.
      let answer: SharedAnswer;
      try {
        answer = await fetchNow();
      } catch (error) {
        if (claimed) void release(db, key).catch(() => undefined);
        if (old) return { ...old, sourceFailure: error };
        throw error;
      }
      const kept = db;
      void store(kept, key, answer)
        .then(() => prune(kept))
        .catch((error: unknown) =>
          options.log.warn(
            { err: String(error), key },
            'catalogue: storing in the shared cache failed',
          ),
        );
      return answer;
    },
  };
}
