import { availableParallelism } from 'node:os';
import autocannon from 'autocannon';
import { catalogListPath } from '@/shared/catalog/api-paths';
import { cpuSecondsOf } from './bench/child-server';
import { startCluster } from './cluster/start-cluster';

/**
 * `npm run bench:cluster` (issue 15): throughput of a cached catalogue list through nginx
 * (deploy/nginx.conf) in front of 1 server, then 2, on one Postgres, and the ratio. Everything
 * runs on this machine: nginx, the servers and autocannon share its cores, so the ratio shows
 * what a second server adds here, not on a machine with a core per server.
 */
const SECONDS = Number(process.env.BENCH_CLUSTER_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CLUSTER_CONNECTIONS ?? 32);
const path = catalogListPath('movie', 'popular', 1);

async function measure(servers: number) {
  // autocannon sends ~10,000 requests on each connection; nginx closes a client's connection
  // after 1,000 by default, and a request sent at that instant fails on autocannon's side.
  // Browsers never come near that, so the bench lifts it rather than count those.
  const cluster = await startCluster(servers, {}, ['keepalive_requests 1000000;']);
  try {
    const url = `${cluster.origin}${path}`;
    // Fills the caches (TMDB's answer in Postgres and in each server) before the clock starts.
    for (let i = 0; i < servers * 2; i += 1) await fetch(url).then((res) => res.arrayBuffer());
    await autocannon({ url, connections: CONNECTIONS, duration: 2 });
    const cpu = () => cluster.servers.map((server) => cpuSecondsOf(server.pid) ?? NaN);
    const before = cpu();
    const result = await autocannon({
      url,
      connections: CONNECTIONS,
      duration: SECONDS,
      headers: { 'accept-encoding': 'br' },
    });
    const failed = result.errors + result.timeouts + result.non2xx;
    if (failed > 0) {
      console.error(
        `${servers} server(s): ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx ${JSON.stringify(result.statusCodeStats)}`,
      );
      console.error(cluster.nginx.errorLog().split('\n').slice(-5).join('\n'));
    }
    // Cores the NEXUS servers kept busy; the rest went to nginx and autocannon.
    const cores = cpu().reduce((sum, after, i) => sum + (after - before[i]!), 0) / SECONDS;
    return {
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      failed,
      cores,
    };
  } finally {
    await cluster.stop();
  }
}

console.info(
  `bench:cluster: ${path} (cached, brotli) through nginx, ${CONNECTIONS} connections, ${SECONDS} s, ${availableParallelism()} cores`,
);
const rows = [];
for (const servers of [1, 2]) {
  const row = await measure(servers);
  rows.push(row);
  console.info(
    `${servers} server${servers > 1 ? 's' : ' '}: ${Math.round(row.rps).toString().padStart(6)} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, ${row.failed} failed; the servers used ${row.cores.toFixed(2)} of ${availableParallelism()} cores`,
  );
}
const ratio = rows[1]!.rps / rows[0]!.rps;
console.info(`ratio 2 servers / 1 server: ${ratio.toFixed(2)}`);
if (rows.some((row) => row.failed > 0)) process.exit(1);
