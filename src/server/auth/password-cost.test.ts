import { hashPassword, verifyPassword } from 'better-auth/crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '@/server/config';
import { passwordHashing } from './password-cost';

const PASSWORD = 'Neural-Link-2049';

describe('AUTH_PASSWORD_COST (decision 0028)', () => {
  it('is standard by default: better-auth hashes with its own scrypt', () => {
    expect(loadConfig({}).AUTH_PASSWORD_COST).toBe('standard');
    expect(passwordHashing(loadConfig({ NODE_ENV: 'test' }))).toBeUndefined();
  });

  it('refuses test-only-cheap unless NODE_ENV=test, from the environment or by hand', () => {
    for (const NODE_ENV of [undefined, 'production', 'development']) {
      expect(() => loadConfig({ NODE_ENV, AUTH_PASSWORD_COST: 'test-only-cheap' })).toThrow(
        'AUTH_PASSWORD_COST: test-only-cheap is for tests: it needs NODE_ENV=test',
      );
    }
    expect(() =>
      passwordHashing({ AUTH_PASSWORD_COST: 'test-only-cheap', NODE_ENV: 'production' }),
    ).toThrow(/needs NODE_ENV=test/);
  });

  it('test-only-cheap: its own hashes check, a standard hash still checks, and a standard server refuses its hashes', async () => {
    const cheap = passwordHashing(
      loadConfig({ NODE_ENV: 'test', AUTH_PASSWORD_COST: 'test-only-cheap' }),
    )!;
    const hash = await cheap.hash(PASSWORD);
    expect(hash).toMatch(/^test-only-cheap\$[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await cheap.verify({ hash, password: PASSWORD })).toBe(true);
    expect(await cheap.verify({ hash, password: `${PASSWORD}x` })).toBe(false);

    const standard = await hashPassword(PASSWORD);
    expect(await cheap.verify({ hash: standard, password: PASSWORD })).toBe(true);
    expect(await cheap.verify({ hash: standard, password: `${PASSWORD}x` })).toBe(false);

    expect(await verifyPassword({ hash, password: PASSWORD })).toBe(false);
  });
});
