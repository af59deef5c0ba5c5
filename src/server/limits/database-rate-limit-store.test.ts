import { describe, expect, it } from 'vitest';
import { databaseBackends, useTestDatabase } from '@/server/db/testing/test-databases';
import { databaseRateLimitStore } from './database-rate-limit-store';

const MINUTE = 60_000;

describe.each(databaseBackends)('the rate-limit counters in the database ($name)', (backend) => {
  const { skip } = backend;
  const database = useTestDatabase(backend, 'nexus_rate_limit');

  /** What the plugin does: one `incr` per request, with the limiter's window. */
  const hitWith = (Store: ReturnType<typeof databaseRateLimitStore>) => {
    const store = new Store();
    return (key: string) =>
      new Promise<{ current: number; ttl: number }>((resolve, reject) =>
        store.incr(key, (error, result) => (error ? reject(error) : resolve(result!)), MINUTE),
      );
  };

  it.skipIf(skip)(
    'counts within a window, starts a new one after it, and says when it ends',
    async () => {
      let clock = 1_800_000_000_000;
      const hit = hitWith(databaseRateLimitStore(database.db, 'chat', () => clock));
      expect(await hit('user:a')).toEqual({ current: 1, ttl: MINUTE });
      clock += 20_000;
      expect(await hit('user:a')).toEqual({ current: 2, ttl: 40_000 });
      expect((await hit('user:b')).current).toBe(1);
      clock += 40_000;
      expect(await hit('user:a')).toEqual({ current: 1, ttl: MINUTE });
    },
  );

  it.skipIf(skip)('keeps two plugins apart even when they key by the same user', async () => {
    const chat = hitWith(databaseRateLimitStore(database.db, 'chat-2'));
    const library = hitWith(databaseRateLimitStore(database.db, 'library-2'));
    await chat('user:c');
    await chat('user:c');
    expect((await library('user:c')).current).toBe(1);
  });

  it.skipIf(skip)('counts every one of many requests at once (two servers share it)', async () => {
    const one = hitWith(databaseRateLimitStore(database.db, 'burst'));
    const other = hitWith(databaseRateLimitStore(database.db, 'burst'));
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => (i % 2 ? one : other)('address:x')),
    );
    expect(results.map((r) => r.current).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 30 }, (_, i) => i + 1),
    );
  });
});
