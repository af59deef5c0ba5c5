import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '@/server/app';
import { loadConfig } from '@/server/config';

/**
 * The whole server for `npm run bench:room`, in its own process: the app src/server/index.ts
 * builds, on SQLite (or DATABASE_URL), with the caps raised for the bench's own load through the
 * config (every stream and sign-up comes from one loopback address: LIBRARY_STREAMS_PER_ADDRESS,
 * AUTH_RATE_LIMIT_PER_MINUTE, SIGNUPS_PER_ADDRESS_PER_DAY, which the bench sets). Passwords are
 * hashed at the test cost (NODE_ENV=test, AUTH_PASSWORD_COST): the bench measures rooms, not
 * scrypt. Prints the origin when ready.
 */
const config = loadConfig({
  ...process.env,
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'nexus-bench-room-')),
});
const app = await buildApp({ config });
const origin = await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`${origin}\n`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
