import { execFile } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { startServer as startBenchServer } from './bench/start-server';

/**
 * The journey of an operator whose disk fails: the real server in its own process, `npm run
 * backup` while it runs, the data directory gone, `npm run restore`, the server again; the
 * person signs in and their vault is there.
 */
// Every step starts node with tsx: seconds each on a busy machine.
vi.setConfig({ testTimeout: 240_000 });
const exec = promisify(execFile);

const servers: Array<{ stop: () => Promise<void> }> = [];
afterAll(() => Promise.all(servers.map((server) => server.stop())));

async function startServer(dataDir: string) {
  const server = await startBenchServer({
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    AUTH_MODE: 'accounts',
  });
  servers.push(server);
  return server;
}

/** A browser of one origin: its cookies, and the Origin header a page's POSTs carry. */
function visitor(origin: string) {
  let cookie = '';
  const call = async (method: 'GET' | 'POST', url: string, body?: object) => {
    const res = await fetch(`${origin}${url}`, {
      method,
      headers: {
        ...(cookie ? { cookie } : {}),
        ...(body ? { 'content-type': 'application/json', origin } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const set = res.headers.getSetCookie();
    if (set.length > 0) cookie = set.map((line) => line.split(';')[0]).join('; ');
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  return {
    call,
    cookie: () => cookie,
    useCookie: (value: string) => (cookie = value),
  };
}

const script = (name: string, dataDir: string, ...args: string[]) =>
  exec('node', ['--import', 'tsx', `scripts/${name}.ts`, ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', AUTH_MODE: 'accounts' },
    encoding: 'utf8',
  });

describe('back up, lose the data directory, restore', () => {
  it('the person signs in again and finds their vault', async () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'nexus-journey-')), 'data');
    const server = await startServer(dataDir);
    const person = { name: 'Ada', email: 'ada-backup@example.com', password: 'Neural-Link-2049' };
    const page = visitor(server.origin);
    expect((await page.call('POST', '/api/auth/sign-up/email', person)).status).toBe(200);
    const title = {
      opId: 'journey-1',
      key: 'vault:movie:603',
      value: { id: 603, type: 'movie', title: 'The Matrix', addedAt: '2026-11-26T17:00:00.000Z' },
      at: Date.now(),
    };
    const pushed = await page.call('POST', '/api/library/push', { protocol: 2, ops: [title] });
    expect(pushed.status).toBe(200);

    // The backup while the server runs; a restore then is refused.
    const backup = await script('backup', dataDir, '--keep', '3');
    const saved = /Saved (.+\.db)$/m.exec(backup.stdout)![1]!;
    expect(backup.stdout).toMatch(/Saved .+\.auth-secret$/m);
    expect(backup.stdout).toContain('whoever has it can forge sessions');
    const refused = script('restore', dataDir, saved);
    await expect(refused).rejects.toMatchObject({ code: 1 });
    await expect(refused).rejects.toThrow(
      /Another NEXUS process \(pid \d+\) is using the data directory/,
    );
    // A second server on the same data directory does not start either.
    await expect(startServer(dataDir)).rejects.toThrow('server exited with code 1');
    const oldCookie = page.cookie();
    await server.stop();
    // A server that stops gives the data directory back.
    expect(existsSync(path.join(dataDir, 'nexus.lock'))).toBe(false);

    // The backup is kept elsewhere; the data directory is lost.
    const safe = mkdtempSync(path.join(tmpdir(), 'nexus-journey-safe-'));
    const copy = path.join(safe, path.basename(saved));
    copyFileSync(saved, copy);
    copyFileSync(saved.replace(/\.db$/, '.auth-secret'), copy.replace(/\.db$/, '.auth-secret'));
    rmSync(dataDir, { recursive: true, force: true });

    const restored = await script('restore', dataDir, copy);
    expect(restored.stdout).toContain(`Restored ${copy} into ${dataDir}.`);
    expect(restored.stdout).toContain('Every session has ended');

    const again = await startServer(dataDir);
    const returning = visitor(again.origin);
    // The session from before the restore has ended.
    returning.useCookie(oldCookie);
    expect((await returning.call('GET', '/api/library/changes?since=0')).status).toBe(401);
    expect((await returning.call('POST', '/api/auth/sign-in/email', person)).status).toBe(200);
    const pulled = await returning.call('GET', '/api/library/changes?since=0');
    expect(pulled.status).toBe(200);
    expect(pulled.body.items).toEqual([
      expect.objectContaining({ key: title.key, value: title.value }),
    ]);
  });
});
