import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A stand-in for dist/: a bare page, its entry script and the page-start script's manifest entries
 * in `client/`, and `renderer` (the
 * module text of a `createPageRenderer`) as dist/ssr/entry-server.js, for the tests of how the
 * server renders pages. Returns the folder and its client folder.
 */
export function standInBuild(prefix: string, renderer: string) {
  const root = mkdtempSync(path.join(tmpdir(), prefix));
  const clientDir = path.join(root, 'client');
  mkdirSync(path.join(clientDir, '.vite'), { recursive: true });
  mkdirSync(path.join(root, 'ssr'));
  writeFileSync(
    path.join(clientDir, 'index.html'),
    // As the build writes it: the server puts the page's language in place of `en`.
    '<!doctype html><html lang="en"><head><!--nexus-config--><script type="module" crossorigin src="/assets/index-a.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(
    path.join(clientDir, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-a.js', isEntry: true },
      'src/client/page-start/page-start.ts': { file: 'assets/page-start-s.js', isEntry: true },
    }),
  );
  writeFileSync(path.join(root, 'ssr', 'entry-server.js'), renderer);
  return { root, clientDir };
}
