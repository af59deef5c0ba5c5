import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MOCKING_MODULES } from './mocking-modules';

/** Every test file under `dir`, as a path from the repository's root. */
function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testFiles(full);
    return /\.test\.ts$/.test(entry.name) ? [full] : [];
  });
}

const CHANGES_SHARED_STATE = /\bvi\.(mock|doMock|stubEnv|stubGlobal)\(/;

describe('server tests in shared workers', () => {
  it('lists every file that mocks a module or stubs the environment, so it runs alone', () => {
    const mocking = ['src/server', 'src/shared', 'scripts']
      .flatMap(testFiles)
      .filter((file) => file !== 'scripts/testing/mocking-modules.test.ts')
      .filter((file) => CHANGES_SHARED_STATE.test(readFileSync(file, 'utf8')));
    expect(mocking.sort()).toEqual([...MOCKING_MODULES].sort());
  });
});
