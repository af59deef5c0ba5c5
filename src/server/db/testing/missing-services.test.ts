import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { requireOrRecordSkip } from './missing-services';

describe('a suite whose service is missing', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('fails in CI, naming what to install', () => {
    vi.stubEnv('CI', 'true');
    expect(() => requireOrRecordSkip('nginx', 'install nginx', 'test:cluster')).toThrow(
      'test:cluster needs nginx: install nginx',
    );
  });

  it('is skipped on a developer machine and written down for the end of npm test', () => {
    vi.stubEnv('CI', '');
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'skips-')), 'skipped.txt');
    vi.stubEnv('SKIPPED_SUITES_FILE', file);
    expect(requireOrRecordSkip('Postgres', 'install postgresql', 'a.test.ts')).toBe('skip');
    requireOrRecordSkip('Postgres', 'install postgresql', 'b.test.ts');
    expect(readFileSync(file, 'utf8').trim().split('\n')).toEqual([
      'a.test.ts needs Postgres: install postgresql',
      'b.test.ts needs Postgres: install postgresql',
    ]);
  });
});
