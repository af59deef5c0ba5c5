import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startFakeTmdb } from '@/server/catalog/tmdb/testing/fake-tmdb-server';
import { findPostgresBin, startTestPostgres } from '@/server/db/testing/test-postgres';
import { freePort } from '@/server/http/testing/free-port';
import { nexusServer, type NexusServer } from './nexus-server';
import { startNginx } from './start-nginx';

const TMDB_TOKEN = 'cluster-read-token';

/**
 * A throw-away cluster on loopback: a Postgres from the machine's binaries, a fake TMDB (which
 * records every upstream call), `servers` NEXUS servers on that Postgres, and nginx running
 * deploy/nginx.conf in front of them. Every server gets the same public URL (nginx's) and
 * trusts nginx's X-Forwarded-For; no AUTH_SECRET, so they share the one the first one stored.
 */
export async function startCluster(
  servers: number,
  extraEnv: Record<string, string> = {},
  nginxHttpExtra: string[] = [],
) {
  const bin = findPostgresBin();
  if (!bin) throw new Error('Postgres is not installed (apt-get install postgresql).');
  const dir = mkdtempSync(path.join(tmpdir(), 'nexus-cluster-'));
  const postgres = await startTestPostgres(bin, await freePort());
  const tmdb = await startFakeTmdb({ token: TMDB_TOKEN });
  const nginxPort = await freePort();
  const origin = `http://127.0.0.1:${nginxPort}`;
  const env = {
    DATABASE_URL: await postgres.createDatabase('nexus_cluster'),
    PUBLIC_URL: origin,
    TRUST_PROXY: '127.0.0.1',
    TMDB_READ_TOKEN: TMDB_TOKEN,
    TMDB_BASE_URL: tmdb.url,
    LOG_LEVEL: 'error',
    ...extraEnv,
  };
  const nodes: NexusServer[] = [];
  for (let i = 0; i < servers; i += 1) {
    const dataDir = path.join(dir, `server-${i + 1}`);
    nodes.push(nexusServer(`server ${i + 1}`, await freePort(), { ...env, DATA_DIR: dataDir }));
  }
  // One at a time: the first creates the tables, the others find them.
  for (const node of nodes) await node.start();
  const nginx = await startNginx(
    path.join(dir, 'nginx'),
    nginxPort,
    nodes.map((node) => Number(new URL(node.origin).port)),
    nginxHttpExtra,
  );
  return {
    origin: nginx.origin,
    servers: nodes,
    postgres,
    tmdb,
    nginx,
    async stop() {
      await nginx.stop();
      for (const node of nodes) await node.stop();
      await tmdb.close();
      await postgres.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type Cluster = Awaited<ReturnType<typeof startCluster>>;
