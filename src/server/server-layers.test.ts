import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The server's folders stand in layers (docs/layout.md#import-rules): each imports only the ones
 * below it, so no import runs back up (issue 29). Tests may reach anywhere; helpers in testing/
 * folders count like the code beside them.
 */
const LAYERS = [
  ['config.ts', 'project-root.ts', 'cache', 'i18n'],
  ['http'],
  ['db', 'embed'],
  ['limits'],
  ['profiles'],
  ['auth', 'catalog'],
  ['library', 'chat', 'art'],
  ['watch-together'],
  ['app.ts'],
  ['index.ts'],
  ['testing'],
];

const serverDir = path.dirname(fileURLToPath(import.meta.url));
const layerOf = new Map(LAYERS.flatMap((names, index) => names.map((name) => [name, index])));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The top-level room of a path inside src/server: its first folder, or the file itself. */
const roomOf = (file: string) => path.relative(serverDir, file).split(path.sep)[0]!;

/** The server files a file imports, as paths. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specs = [...text.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)].map((m) => m[1]!);
  return specs.flatMap((spec) => {
    if (spec.startsWith('@/server/')) return [path.join(serverDir, spec.slice('@/server/'.length))];
    if (spec.startsWith('.')) {
      const target = path.resolve(path.dirname(file), spec);
      return target.startsWith(serverDir + path.sep) ? [target] : [];
    }
    return [];
  });
}

describe('the server’s layers', () => {
  const files = sourceFiles(serverDir);

  it('name every top-level folder and file of src/server', () => {
    const rooms = new Set(files.map(roomOf));
    expect([...rooms].filter((room) => !layerOf.has(room))).toEqual([]);
  });

  it('have no import that runs back up', () => {
    const upward: string[] = [];
    for (const file of files) {
      const from = roomOf(file);
      for (const target of importsOf(file)) {
        const to = roomOf(target);
        if (to !== from && layerOf.get(to)! >= layerOf.get(from)!) {
          upward.push(`${path.relative(serverDir, file)} -> ${path.relative(serverDir, target)}`);
        }
      }
    }
    expect(upward).toEqual([]);
  });
});
