import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '@/server/app';
import { loadConfig } from '@/server/config';

/**
 * The whole server for `npm run bench:api`, in its own process so that autocannon does not share
 * its event loop. The same app as src/server/index.ts builds, except that the chat's rate limit
 * is lifted through the app option (never an env variable): otherwise the chat row would
 * measure 429 answers. Prints the origin when ready.
 */
const config = loadConfig({
  ...process.env,
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'nexus-bench-api-')),
});
const app = await buildApp({ config, chatRateLimit: false });
const origin = await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`${origin}\n`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
