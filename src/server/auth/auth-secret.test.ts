import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveAuthSecret } from './auth-secret';

describe('auth secret', () => {
  it('generates a secret once, keeps it in DATA_DIR with mode 0600, and reuses it', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'nexus-secret-'));
    const first = resolveAuthSecret({ DATA_DIR: dir, AUTH_SECRET: undefined });
    expect(first.length).toBeGreaterThanOrEqual(32);
    const file = path.join(dir, 'auth-secret');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(resolveAuthSecret({ DATA_DIR: dir, AUTH_SECRET: undefined })).toBe(first);
  });

  it('prefers AUTH_SECRET and writes nothing', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'nexus-secret-'));
    const secret = 'x'.repeat(40);
    expect(resolveAuthSecret({ DATA_DIR: dir, AUTH_SECRET: secret })).toBe(secret);
    expect(() => statSync(path.join(dir, 'auth-secret'))).toThrow();
  });
});
