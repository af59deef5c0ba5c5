import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ensureChromium } from './ensure-chromium';

/** Runs the Playwright journeys against the built app with the system Chromium. */
let chrome: string;
try {
  chrome = ensureChromium();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
if (!existsSync('dist/client/index.html')) {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, CHROME_PATH: chrome },
});
process.exit(result.status ?? 1);
