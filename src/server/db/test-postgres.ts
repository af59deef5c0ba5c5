import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import pg from 'pg';

/**
 * Test support: a real, throw-away Postgres server from the machine's binaries
 * (/usr/lib/postgresql/<version>/bin). Postgres refuses to run as root, so as root it runs as
 * the `postgres` user. Each suite gets its own database on it.
 */
export interface TestPostgres {
  createDatabase: (name: string) => Promise<string>;
  stop: () => Promise<void>;
}

export function findPostgresBin(): string | null {
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
  const dataDir = mkdtempSync(path.join(tmpdir(), 'nexus-pg-'));
  const asRoot = userInfo().uid === 0;
  const run = (command: string, args: string[]) => {
    const [file, fileArgs] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', path.join(bin, command), ...args]]
      : [path.join(bin, command), args];
    execFileSync(file, fileArgs, { stdio: 'pipe' });
  };
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dataDir, uid, gid);
  }
  run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const options = `-p ${port} -k ${dataDir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  run('pg_ctl', ['-D', dataDir, '-o', options, '-l', path.join(dataDir, 'log'), '-w', 'start']);
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
    async stop() {
      const args = ['-D', dataDir, '-m', 'fast', '-w', 'stop'];
      const result = asRoot
        ? spawnSync('runuser', ['-u', 'postgres', '--', path.join(bin, 'pg_ctl'), ...args])
        : spawnSync(path.join(bin, 'pg_ctl'), args);
      if (result.status !== 0) console.warn(`pg_ctl stop: ${result.stderr?.toString()}`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
