import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import { buildApp } from '@/server/app';
import { loadConfig } from '@/server/config';

/**
 * The whole server for `npm run bench:sync`, in its own process. The same app as
 * src/server/index.ts builds, except that the library's per-user rate limit is lifted through
 * the app option (never an env variable): the simulated users push faster than people do. The
 * bench sets AUTH_RATE_LIMIT_PER_MINUTE itself, to sign up its users from one address.
 * Prints the origin when ready. On SIGUSR2 it collects garbage and writes its memory use to
 * SYNC_BENCH_MEMORY_FILE, so the bench compares memory without the garbage of earlier phases.
 */
v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;
const config = loadConfig({
  ...process.env,
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'nexus-bench-sync-')),
});
const app = await buildApp({ config, libraryRateLimit: false });
const origin = await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`${origin}\n`);
process.on('SIGUSR2', () => {
  gc();
  const file = process.env.SYNC_BENCH_MEMORY_FILE;
  if (file) writeFileSync(file, JSON.stringify(process.memoryUsage()));
});
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
