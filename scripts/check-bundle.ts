import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The hydration budget (decision 0026): the JavaScript that hydrates `/` and `/browse`, at most
 * 120 KB gzip for either page and 150 KB for both together. Pages paint from the server's HTML
 * before any of it runs, so this bounds the time to interaction on a slow phone, not the first
 * paint (bench:web measures both). It follows the Vite manifest from index.html through each
 * page's route chunk and every static import, so a new eager dependency shows up here at once.
 */
const PAGE_BUDGET_KB = 120;
const BUDGET_KB = 150;
const dist = 'dist/client';
type Chunk = { file: string; imports?: string[]; isEntry?: boolean };
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  Chunk
>;

// A page names the page-start script, which loads the entry and the route (decision 0036).
const START = 'src/client/page-start/page-start.ts';
const pages: Record<string, string[]> = {
  '/': [START, 'index.html', 'src/client/app/routes/landing-route.tsx'],
  '/browse': [START, 'index.html', 'src/client/app/routes/browse-route.tsx'],
};

function collect(key: string, into: Set<string>) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The manifest has no entry for ${key}: was it renamed?`);
  if (into.has(chunk.file)) return;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) collect(imported, into);
}

const gzipKb = (file: string) =>
  gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length / 1024;

let failed = false;
const union = new Set<string>();
for (const [page, roots] of Object.entries(pages)) {
  const files = new Set<string>();
  for (const root of roots) collect(root, files);
  files.forEach((f) => union.add(f));
  const total = [...files].reduce((sum, f) => sum + gzipKb(f), 0);
  const over = total > PAGE_BUDGET_KB;
  failed ||= over;
  console.info(
    `${over ? '✖' : '✔'} ${page.padEnd(8)} ${total.toFixed(1)} KB gzip JS in ${files.size} files (budget ${PAGE_BUDGET_KB} KB)`,
  );
}
const unionKb = [...union].reduce((sum, f) => sum + gzipKb(f), 0);
const unionOver = unionKb > BUDGET_KB;
failed ||= unionOver;
console.info(
  `${unionOver ? '✖' : '✔'} / and /browse together: ${unionKb.toFixed(1)} KB gzip JS (budget ${BUDGET_KB} KB)`,
);

/**
 * The page's messages load beside its script and before hydration, as data (decision 0031):
 * one language's catalogue, whichever the visitor reads, counted here against its own budget.
 */
const MESSAGES_BUDGET_KB = 24;
for (const [key, chunk] of Object.entries(manifest)) {
  const language = /i18n\/catalogs\/([\w-]+)\.json$/.exec(key)?.[1];
  if (!language) continue;
  const kb = gzipKb(chunk.file);
  const over = kb > MESSAGES_BUDGET_KB;
  failed ||= over;
  console.info(
    `${over ? '✖' : '✔'} messages ${language.padEnd(6)} ${kb.toFixed(1)} KB gzip (budget ${MESSAGES_BUDGET_KB} KB)`,
  );
}
if (failed) {
  console.error(
    'The JavaScript that hydrates / and /browse is over budget: load what the first view does not need later.',
  );
  process.exit(1);
}

// The entry's imports must be preloaded by the page itself, or the browser finds the vendor chunk
// one round trip late (scripts/build/preload-entry-imports.ts).
const indexHtml = readFileSync(path.join(dist, 'index.html'), 'utf8');
// The offline shell (index.html as built) loads the entry itself, so it keeps these preloads.
const entry = manifest['index.html'];
const unpreloaded = (entry?.imports ?? [])
  .map((key) => manifest[key]!.file)
  .filter(
    (file) =>
      !indexHtml.includes(
        `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}">`,
      ),
  );
if (unpreloaded.length > 0) {
  console.error(`index.html does not preload the entry's imports: ${unpreloaded.join(', ')}`);
  process.exit(1);
}
console.info(`✔ index.html preloads the entry's ${entry?.imports?.length ?? 0} imports`);
