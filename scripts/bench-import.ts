import { performance } from 'node:perf_hooks';
import { strToU8, zipSync } from 'fflate';
import { createServer } from 'vite';
import type * as ImportPreview from '@/client/features/title-import/utils/import-preview';
import type * as ReadExportFiles from '@/client/features/title-import/utils/read-export-files';
import { getEmbeddedCatalogue } from '@/server/catalog/embedded/embedded-catalogue';
import { embeddedMatchLookup } from '@/server/catalog/match/embedded-match-lookup';
import { matchItems } from '@/server/catalog/match/match-titles';
import { MATCH_LIMITS, type MatchResult } from '@/shared/catalog/match-schemas';
import { median } from './bench/start-server';

/**
 * The browser's import code, loaded through Vite with the app's own config: its texts are Lingui
 * macros, which only the build's Babel step turns into code (decision 0031).
 */
const vite = await createServer({
  configFile: 'vite.config.ts',
  server: { middlewareMode: true, hmr: false },
  appType: 'custom',
  logLevel: 'warn',
});
const { buildPreview, groupTitles } = (await vite.ssrLoadModule(
  '/src/client/features/title-import/utils/import-preview.ts',
)) as typeof ImportPreview;
const { readExportFiles } = (await vite.ssrLoadModule(
  '/src/client/features/title-import/utils/read-export-files.ts',
)) as typeof ReadExportFiles;

/**
 * `npm run bench:import`: a 10,000-row Letterboxd export read and previewed as the browser
 * would (docs/product.md#importing-from-other-services): the ZIP unpacked, the CSV parsed and
 * checked row by row, the titles grouped, matched on the embedded catalogue in batches as the
 * endpoint does (in process, without HTTP), and the preview built. Target: under 3 s.
 * Medians of several runs; the catalogue's own start-up is timed apart, as a server does it once.
 */
const ROWS = Number(process.env.BENCH_ROWS ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const TARGET_MS = 3000;

function diaryCsv(distinct: boolean) {
  const { films } = getEmbeddedCatalogue();
  const lines = ['Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date'];
  for (let i = 0; i < ROWS; i += 1) {
    // Repeats, as a diary has rewatches; or every row a title of its own, the worst case.
    const film = films[distinct ? i % films.length : (i * 7919) % films.length]!;
    const year = Number(film.release_date.slice(0, 4));
    // Most rows name a catalogue film; some with a year one off, some without a year, some
    // with titles the catalogue lacks, and quoted fields with commas, as real diaries have.
    const kind = i % 10;
    const name =
      kind === 9 || (distinct && i >= films.length)
        ? `Unknown Film ${i}`
        : kind === 8
          ? film.title.toUpperCase()
          : film.title;
    const shownYear = kind === 7 ? '' : kind === 6 ? String(year + 1) : String(year);
    const rating = kind % 2 === 0 ? String(((i % 10) + 1) / 2) : '';
    lines.push(
      `2024-01-01,"${name.replace(/"/g, '""')}",${shownYear},https://boxd.it/x${i},${rating},,"tag, other",2023-12-${String((i % 28) + 1).padStart(2, '0')}`,
    );
  }
  return lines.join('\n');
}

async function once(zip: Uint8Array) {
  const times: Record<string, number> = {};
  let t = performance.now();
  const read = await readExportFiles([
    { name: 'letterboxd.zip', size: zip.length, bytes: async () => zip },
  ]);
  if (!read.ok) throw new Error(read.message);
  times.read = performance.now() - t;
  t = performance.now();
  const titles = groupTitles(read.rows);
  const lookup = embeddedMatchLookup(getEmbeddedCatalogue());
  const results: MatchResult[] = [];
  for (let start = 0; start < titles.length; start += MATCH_LIMITS.batch)
    results.push(
      ...(await matchItems(
        titles.slice(start, start + MATCH_LIMITS.batch).map((x) => x.item),
        lookup,
      )),
    );
  times.match = performance.now() - t;
  t = performance.now();
  const preview = buildPreview(titles, results);
  times.preview = performance.now() - t;
  times.total = times.read + times.match + times.preview;
  return { times, rows: read.rows.length, titles: titles.length, preview };
}

async function scenario(distinct: boolean, startup: number) {
  const csv = diaryCsv(distinct);
  const zip = zipSync({ 'diary.csv': strToU8(csv) });
  console.info(
    `\n${distinct ? 'every row a different title' : 'titles repeating as in a diary'}: ${ROWS.toLocaleString('en')} diary rows, ${(csv.length / 1024 / 1024).toFixed(1)} MB CSV in a ${(zip.length / 1024).toFixed(0)} KB ZIP; catalogue start-up ${startup.toFixed(0)} ms (once per server, not counted)`,
  );
  const runs: Awaited<ReturnType<typeof once>>[] = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(await once(zip));
  const last = runs.at(-1)!;
  const m = (key: string) => median(runs.map((r) => r.times[key]!)).toFixed(0);
  console.info(
    `entries read ${last.rows.toLocaleString('en')} (a rated diary row is two) → titles ${last.titles.toLocaleString('en')}: ${last.preview.matched.length} matched, ${last.preview.ambiguous.length} to choose, ${last.preview.unmatched.length} not found`,
  );
  console.info(
    `median of ${RUNS}: read ${m('read')} ms, match ${m('match')} ms, preview ${m('preview')} ms, total ${m('total')} ms (target < ${TARGET_MS} ms); first run ${runs[0]!.times.total!.toFixed(0)} ms`,
  );
  const total = median(runs.map((r) => r.times.total!));
  console.info(total < TARGET_MS ? '✔ under target' : '✖ over target');
  if (total >= TARGET_MS) process.exitCode = 1;
}

async function main() {
  const t = performance.now();
  getEmbeddedCatalogue();
  const startup = performance.now() - t;
  await scenario(false, startup);
  await scenario(true, startup);
}

await main();
await vite.close();
