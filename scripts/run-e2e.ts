import { spawnSync } from 'node:child_process';
import { ensureChromium } from './ensure-chromium';
import { ensureBuild } from './build/built-server';

/** Runs the Playwright journeys against the built app with the system Chromium. */
let chrome: string;
try {
  chrome = ensureChromium();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
ensureBuild();
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, CHROME_PATH: chrome },
});
process.exit(result.status ?? 1);
