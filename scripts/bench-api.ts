import { createServer } from 'node:http';
import autocannon from 'autocannon';
import { freePort, startServer } from './bench/start-server';

/**
 * `npm run bench:api`: throughput and latency of the API on loopback with autocannon, against a
 * bare node:http server that answers the same bytes, measured in the same run. Targets: cached
 * list ≥ 0.8 of bare node:http, and p99 ≤ 20 ms at a fixed 1,000 requests/s.
 */
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 10;

type Result = { rps: number; p50: number; p99: number; errors: number; non2xx: number };

async function run(opts: autocannon.Options): Promise<Result> {
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION, ...opts });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

const row = (name: string, r: Result, extra = '') =>
  `${name.padEnd(34)} ${r.rps.toFixed(0).padStart(7)} req/s  p50 ${String(r.p50).padStart(3)} ms  p99 ${String(r.p99).padStart(3)} ms  errors ${r.errors + r.non2xx}${extra}`;

async function main() {
  const server = await startServer();
  try {
    const listPath = '/api/catalog/movie/popular?page=1';
    const listResponse = await fetch(server.origin + listPath);
    const listBody = Buffer.from(await listResponse.arrayBuffer());
    const popular = JSON.parse(listBody.toString()) as { results: Array<{ id: number }> };
    const detailPath = `/api/catalog/movie/${popular.results[0]?.id ?? 1}`;
    await fetch(server.origin + detailPath);

    // The bare baseline answers the list's exact bytes and content type.
    const barePort = await freePort();
    const bare = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      res.end(listBody);
    });
    await new Promise<void>((r) => bare.listen(barePort, '127.0.0.1', r));

    console.info(
      `NEXUS API benchmark: ${DURATION}s per run, ${CONNECTIONS} connections, loopback\n`,
    );
    const bareResult = await run({ url: `http://127.0.0.1:${barePort}${listPath}` });
    const list = await run({ url: server.origin + listPath });
    const detail = await run({ url: server.origin + detailPath });
    const search = await run({ url: `${server.origin}/api/catalog/search/multi?query=star` });
    const chat = await run({
      url: `${server.origin}/api/chat`,
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.origin },
      body: JSON.stringify({ text: 'something scary but good' }),
    });
    const fixedRate = await run({ url: server.origin + listPath, overallRate: 1000 });
    bare.close();

    const ratio = list.rps / bareResult.rps;
    console.info(row('bare node:http (same bytes)', bareResult));
    console.info(row('cached list', list, `  ratio ${ratio.toFixed(2)} of bare`));
    console.info(row('movie detail', detail));
    console.info(row('search (multi)', search));
    console.info(row('chat (local recommender)', chat));
    console.info(row('cached list at 1,000 req/s', fixedRate));
    console.info(
      `\ntargets: ratio ≥ 0.80 → ${ratio >= 0.8 ? 'met' : 'MISSED'} (${ratio.toFixed(2)}); ` +
        `p99 ≤ 20 ms at 1,000 req/s → ${fixedRate.p99 <= 20 ? 'met' : 'MISSED'} (${fixedRate.p99} ms)`,
    );
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
