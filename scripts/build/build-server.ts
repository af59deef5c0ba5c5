import { rmSync } from 'node:fs';
import { build } from 'esbuild';

/**
 * The server as plain JavaScript (dist/server/index.js), so `npm start` and `npm run serve` do not
 * compile TypeScript while starting: through tsx, the sources (the embedded catalogue's tables
 * above all) took about a second of the server's start-up. Packages stay in node_modules and
 * are imported as usual; our own modules are bundled, and what the server imports lazily (the
 * passkey plugin after it listens) stays in chunks of its own, loaded when asked for. Names are
 * kept, so a logged stack trace still reads.
 */
const outdir = 'dist/server';
rmSync(outdir, { recursive: true, force: true });
const result = await build({
  entryPoints: { index: 'src/server/index.ts' },
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  packages: 'external',
  alias: { '@': './src' },
  chunkNames: 'chunks/[name]-[hash]',
  metafile: true,
  logLevel: 'warning',
});
const bytes = Object.values(result.metafile.outputs).reduce((sum, out) => sum + out.bytes, 0);
console.log(
  `server built: ${Object.keys(result.metafile.outputs).length} files, ${(bytes / 1e6).toFixed(2)} MB in ${outdir}`,
);
