import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * lib/storage.ts is the only browser code that touches localStorage, and lib/tab-storage.ts the
 * only one that touches sessionStorage (docs/layout.md). This reads every client source file,
 * without comments, and lists any other that names them.
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
  const files = sourceFiles(clientDir);
  const touching = (api: RegExp) =>
    files
      .filter((file) => api.test(withoutComments(readFileSync(file, 'utf8'))))
      .map((file) => path.relative(clientDir, file));

  it('only lib/storage.ts touches localStorage', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(touching(/\blocalStorage\b/)).toEqual(['lib/storage.ts']);
  });

  it('only lib/tab-storage.ts touches sessionStorage', () => {
    expect(touching(/\bsessionStorage\b/)).toEqual(['lib/tab-storage.ts']);
  });
});
