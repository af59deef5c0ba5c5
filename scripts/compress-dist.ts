import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * Writes .br and .gz copies of the built text assets once, at build time, so the server sends
 * them without compressing on every request (@fastify/static `preCompressed`).
 */
const root = 'dist/client';
const compressible = /\.(js|css|html|svg|json|txt|webmanifest)$/;

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

let count = 0;
for (const file of walk(root)) {
  if (!compressible.test(file) || file.includes(`${path.sep}.vite${path.sep}`)) continue;
  const data = readFileSync(file);
  if (data.length < 1024) continue;
  writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  count += 1;
}
console.info(`compressed ${count} assets (.br and .gz)`);
