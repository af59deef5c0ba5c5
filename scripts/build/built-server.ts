import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

/** The server `npm run build` writes (scripts/build/build-server.ts), as `npm run serve` runs it. */
export const BUILT_SERVER = 'dist/server/index.js';

/** Builds the checkout when it has no build yet (journeys or the cluster test run on their own). */
export function ensureBuild() {
  if (existsSync('dist/client/index.html') && existsSync(BUILT_SERVER)) return;
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/**
 * Node's arguments to start the server of the checkout in `dir` as `npm run serve` does. A bench
 * comparing with a commit from before the built server (2026-11-27) starts that one from its
 * sources, as it was run then.
 */
export function serverArgs(dir = process.cwd()): string[] {
  return existsSync(path.join(dir, BUILT_SERVER))
    ? [BUILT_SERVER]
    : ['--import', 'tsx', 'src/server/index.ts'];
}
