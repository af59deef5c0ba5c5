import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * lib/storage.ts is the only browser code that touches Web Storage (docs/layout.md).
 * This reads every client source file, without comments, and lists any other that names it.
 */
const clientDir = path.resolve(__dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    // testing/ folders hold test-only helpers, which may set up storage directly.
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(full);
    const isSource = /\.(ts|tsx)$/.test(entry.name);
    const isTest = /\.test\.(ts|tsx)$/.test(entry.name);
    return isSource && !isTest ? [full] : [];
  });
}

const withoutComments = (code: string) =>
  code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

describe('the local-data boundary', () => {
  it('only lib/storage.ts touches localStorage or sessionStorage', () => {
    const files = sourceFiles(clientDir);
    expect(files.length).toBeGreaterThan(100);
    const touching = files
      .filter((file) =>
        /\b(localStorage|sessionStorage)\b/.test(withoutComments(readFileSync(file, 'utf8'))),
      )
      .map((file) => path.relative(clientDir, file));
    expect(touching).toEqual(['lib/storage.ts']);
  });
});
