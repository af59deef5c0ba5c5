import { gzipSync } from 'node:zlib';
import { build } from 'rolldown';

/**
 * What each validation library costs a page: the same schemas (a paged title list, the vault and
 * the history records) written four ways in scripts/validation-cost/, each bundled alone with the
 * production bundler (minified, tree-shaken) and gzipped like the first-load check does. The
 * per-module lines are the visualiser: they show where the bytes of each bundle come from.
 * Decision 0018 records the figures. Run: node --import tsx scripts/measure-validation.ts
 */
const variants = ['hand', 'valibot', 'zod-mini', 'zod-classic'];

for (const name of variants) {
  const result = await build({
    input: `scripts/validation-cost/${name}.ts`,
    write: false,
    output: { format: 'es', minify: true },
    resolve: { alias: { '@': `${process.cwd()}/src` } },
  });
  const chunk = result.output.find((file) => file.type === 'chunk');
  if (!chunk || chunk.type !== 'chunk') throw new Error(`${name}: no chunk`);
  const kb = gzipSync(chunk.code, { level: 9 }).length / 1024;
  console.info(
    `${name.padEnd(12)} ${kb.toFixed(2).padStart(6)} KB gzip  (${(chunk.code.length / 1024).toFixed(1)} KB minified)`,
  );
  const modules = Object.entries(chunk.modules)
    .map(([id, info]) => [id.replace(/^.*node_modules\//, ''), info.renderedLength] as const)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4);
  for (const [id, bytes] of modules)
    console.info(
      `    ${(bytes / 1024).toFixed(1).padStart(5)} KB  ${id.replace(process.cwd() + '/', '')}`,
    );
}
