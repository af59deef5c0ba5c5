import { execFileSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';

/**
 * Finds the browser for the end-to-end tests: CHROME_PATH, then /usr/bin/chromium. With neither,
 * and as root with apt available, it installs Debian's chromium and says so. Otherwise it fails
 * with one line saying how to get one. Never downloads a browser of its own.
 */
export function ensureChromium(): string {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium'].filter(Boolean) as string[];
  for (const candidate of candidates) if (isExecutable(candidate)) return candidate;

  const isRoot = process.getuid?.() === 0;
  if (isRoot && isExecutable('/usr/bin/apt-get')) {
    console.info('No Chromium found: installing the Debian package "chromium" with apt-get...');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
    if (isExecutable('/usr/bin/chromium')) return '/usr/bin/chromium';
  }
  throw new Error(
    'No Chromium for the browser tests: install it (sudo apt-get install -y chromium) or set CHROME_PATH.',
  );
}

/**
 * The flags of docs/layout.md#naming-and-tests: without them Chromium reaches for the network this
 * machine lacks.
 */
export const chromiumArgs = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];

function isExecutable(file: string) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    console.info(ensureChromium());
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
