import { startFakeTmdb } from '@/server/catalog/tmdb/testing/fake-tmdb-server';

/**
 * For the TMDB browser journey: starts the fake TMDB on FAKE_TMDB_PORT, points the app at it
 * with a read token the fake accepts, then starts the real server (src/server/index.ts).
 */
const token = process.env.TMDB_READ_TOKEN ?? 'e2e-read-token';
const fake = await startFakeTmdb({ token, port: Number(process.env.FAKE_TMDB_PORT) || 0 });
process.env.TMDB_READ_TOKEN = token;
process.env.TMDB_BASE_URL = fake.url;
console.info(`fake TMDB listening on ${fake.url}`);
await import('@/server/index');
