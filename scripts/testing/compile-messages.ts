import { execFileSync } from 'node:child_process';

/**
 * Vitest's global setup: compiles the interface's catalogues (src/client/i18n/catalogs/*.po →
 * JSON, as `npm run build` does), so tests that render a page in another language read the same
 * messages the built app does, whether or not a build ran first.
 */
export default function compileMessages() {
  execFileSync('npx', ['lingui', 'compile'], { stdio: 'pipe' });
}
