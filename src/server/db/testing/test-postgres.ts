import { execFile } from 'node:child_process';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { existsSync, readdirSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const exec = promisify(execFile);

/**
 * Test support: a real, throw-away Postgres server from the machine's binaries
 * (/usr/lib/postgresql/<version>/bin). Postgres refuses to run as root, so as root it runs as
 * the `postgres` user. Each suite gets its own database on it.
 *
 * Every command runs asynchronously: initdb and pg_ctl take seconds on a busy CI machine, and a
 * synchronous call freezes the test worker for that long, while vitest expects it to keep
 * answering (a worker that misses its messages is reported as an error of the suite).
 */
export interface TestPostgres {
  createDatabase: (name: string) => Promise<string>;
  /** An outage: the server stops, its data stays for `resume`. */
  pause: () => Promise<void>;
  resume: () => Promise<void>;
  stop: () => Promise<void>;
}

export function findPostgresBin(): string | null {
  // A developer's quick run without the Postgres suites (counted as skipped by `npm test`).
  if (process.env.NEXUS_TEST_POSTGRES === 'off') return null;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const bin = path.join(root, version, 'bin');
    if (existsSync(path.join(bin, 'postgres')) && existsSync(path.join(bin, 'pg_ctl'))) return bin;
  }
  return null;
}

export async function startTestPostgres(bin: string, port: number): Promise<TestPostgres> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'nexus-pg-'));
  const asRoot = userInfo().uid === 0;
  const run = (command: string, args: string[]) => {
    const [file, fileArgs] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', path.join(bin, command), ...args]]
      : [path.join(bin, command), args];
    return exec(file, fileArgs);
  };
  if (asRoot) {
    const id = async (flag: string) => Number((await exec('id', [flag, 'postgres'])).stdout.trim());
    await chown(dataDir, await id('-u'), await id('-g'));
  }
  await run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const options = `-p ${port} -k ${dataDir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const log = path.join(dataDir, 'log');
  const start = () => run('pg_ctl', ['-D', dataDir, '-o', options, '-l', log, '-w', 'start']);
  await start();
  const adminUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;

  return {
    async createDatabase(name) {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE "${name.replace(/"/g, '')}"`);
      } finally {
        await client.end();
      }
      return `postgres://postgres@127.0.0.1:${port}/${encodeURIComponent(name)}`;
    },
    async pause() {
      await run('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
    },
    async resume() {
      await start();
    },
    async stop() {
      try {
        await run('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
      } catch (error) {
        console.warn(`pg_ctl stop: ${(error as { stderr?: string }).stderr ?? String(error)}`);
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
