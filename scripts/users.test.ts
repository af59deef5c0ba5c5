import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { browser, buildAuthApp, nextIp } from '@/server/auth/auth-test-harness';

/** The admin command against the same SQLite file a running server uses. */
// Each run of the command starts node with tsx: seconds each on a busy machine.
vi.setConfig({ testTimeout: 180_000 });

describe('npm run users', () => {
  let built: Awaited<ReturnType<typeof buildAuthApp>>;
  const run = (...args: string[]) =>
    execFileSync('node', ['--import', 'tsx', 'scripts/users.ts', ...args], {
      env: { ...process.env, DATA_DIR: built.config.DATA_DIR, DATABASE_URL: '' },
      encoding: 'utf8',
    });

  beforeAll(async () => {
    built = await buildAuthApp();
  });
  afterAll(() => built.app.close());

  it('lists users, and disable signs the user out at once until enabled', async () => {
    const viewer = browser(built.app, nextIp());
    const email = 'admin-test@example.com';
    await viewer.signUp({ name: 'Grace Hopper', email, password: 'Cobol-1959x' });
    expect(run('list')).toMatch(/admin-test@example\.com\tactive\tGrace Hopper/);

    expect(run('disable', email)).toContain(`Disabled ${email}`);
    expect((await viewer.session()).body.user).toBeNull();
    expect(run('list')).toMatch(/admin-test@example\.com\tdisabled/);
    const refused = await viewer.signIn({ email, password: 'Cobol-1959x' });
    expect(refused.body.error?.code).toBe('user-disabled');

    expect(run('enable', email)).toContain(`Enabled ${email}`);
    expect((await viewer.signIn({ email, password: 'Cobol-1959x' })).status).toBe(200);
  });

  it('fails with the usage for an unknown command', () => {
    expect(() => run('explode')).toThrow(/Usage: npm run users/);
  });
});
