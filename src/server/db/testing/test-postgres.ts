import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chown, mkdtemp, rename, rm } from 'node:fs/promises';
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

/**
 * initdb takes a second or more on a busy CI machine, and some forty suites each start a server
 * of their own: each starts from a copy of one initialized cluster, made by the first of them and
 * kept in the temporary folder for this Postgres version. It is renamed into place once whole, so
 * a suite never copies a half-made one; when two make it at once, the second drops its own.
 */
async function initializedTemplate(
  bin: string,
  run: (command: string, args: string[]) => Promise<unknown>,
  ownForPostgres: (dir: string) => Promise<void>,
) {
  const version = createHash('sha1').update(bin).digest('hex').slice(0, 12);
  const template = path.join(tmpdir(), `nexus-pg-template-${version}-${userInfo().uid}`);
  if (existsSync(template)) return template;
  const fresh = await mkdtemp(path.join(tmpdir(), 'nexus-pg-initdb-'));
  await ownForPostgres(fresh);
  await run('initdb', ['-D', fresh, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  try {
    await rename(fresh, template);
  } catch {
    await rm(fresh, { recursive: true, force: true });
  }
  return template;
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
  const ownForPostgres = async (dir: string) => {
    if (!asRoot) return;
    const id = async (flag: string) => Number((await exec('id', [flag, 'postgres'])).stdout.trim());
    await chown(dir, await id('-u'), await id('-g'));
  };
  await ownForPostgres(dataDir);
  // A copy of one initdb (cp -a keeps its owner), made the first time on this machine.
  const template = await initializedTemplate(bin, run, ownForPostgres);
  await exec('cp', ['-a', `${template}/.`, dataDir]);
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
