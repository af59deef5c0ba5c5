import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { browser, buildAuthApp, nextIp } from '@/server/testing/auth-test-harness';

/** The admin command against the same SQLite file a running server uses. */
// Each run of the command starts node with tsx: seconds each on a busy machine. It runs
// asynchronously, so the test worker keeps answering vitest meanwhile.
vi.setConfig({ testTimeout: 180_000 });
const exec = promisify(execFile);

describe('npm run users', () => {
  let built: Awaited<ReturnType<typeof buildAuthApp>>;
  const run = async (...args: string[]) => {
    const { stdout } = await exec('node', ['--import', 'tsx', 'scripts/users.ts', ...args], {
      env: { ...process.env, DATA_DIR: built.config.DATA_DIR, DATABASE_URL: '' },
      encoding: 'utf8',
    });
    return stdout;
  };

  beforeAll(async () => {
    built = await buildAuthApp();
  });
  afterAll(() => built.app.close());

  it('lists users, and disable signs the user out at once until enabled', async () => {
    const viewer = browser(built.app, nextIp());
    const email = 'admin-test@example.com';
    await viewer.signUp({ name: 'Grace Hopper', email, password: 'Cobol-1959x' });
    expect(await run('list')).toMatch(/admin-test@example\.com\tactive\tGrace Hopper/);

    expect(await run('disable', email)).toContain(`Disabled ${email}`);
    expect((await viewer.session()).body.user).toBeNull();
    expect(await run('list')).toMatch(/admin-test@example\.com\tdisabled/);
    const refused = await viewer.signIn({ email, password: 'Cobol-1959x' });
    expect(refused.body.error?.code).toBe('user-disabled');

    expect(await run('enable', email)).toContain(`Enabled ${email}`);
    expect((await viewer.signIn({ email, password: 'Cobol-1959x' })).status).toBe(200);
  });

  it('fails with the usage for an unknown command', async () => {
    await expect(run('explode')).rejects.toThrow(/Usage: npm run users/);
  });
});
