import { spawn } from 'node:child_process';
import { once } from 'node:events';
import autocannon from 'autocannon';
import { printChatCpu } from './bench/chat-cpu';
import { median } from './bench/start-server';

/**
 * `npm run bench:chat`: latency of POST /api/chat on the local recommender (no AI key) over the
 * real embedded catalogue, one user at a time and with 10 at once. Medians of several runs.
 * First, the CPU time of one answer for messages built to be expensive (target ≤ 4 ms), and of
 * the recommender table's prompts, also as a ratio to a reference workload (see chat-cpu.ts).
 */
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** Issue 37: the median p50 with 10 connections. */
const P50_TARGET_MS = 8;
const PROMPTS = [
  'something scary but good',
  'What should I watch tonight?',
  'a list of 10 funny 90s movies, no romance',
  'movies like Alien',
];

async function main() {
  printChatCpu();
  const child = spawn('node', ['--import', 'tsx', 'scripts/bench/chat-bench-server.ts'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [line] = (await once(child.stdout, 'data')) as [Buffer];
  const origin = line.toString().trim();
  try {
    console.info(`POST /api/chat, local recommender: ${RUNS} runs × ${DURATION}s per prompt\n`);
    const summary: Record<number, number[]> = { 1: [], 10: [] };
    for (const connections of [1, 10]) {
      for (const text of PROMPTS) {
        const runs = [];
        for (let i = 0; i < RUNS; i++) {
          const r = await autocannon({
            url: `${origin}/api/chat`,
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ text }),
            connections,
            duration: DURATION,
          });
          if (r.errors + r.timeouts + r.non2xx > 0) throw new Error(`failed requests: "${text}"`);
          runs.push(r);
        }
        const p50 = median(runs.map((r) => r.latency.p50));
        summary[connections]!.push(p50);
        console.info(
          `${String(connections).padStart(2)} conn  ${JSON.stringify(text).padEnd(46)} p50 ${String(p50).padStart(4)} ms  ` +
            `p99 ${String(median(runs.map((r) => r.latency.p99))).padStart(4)} ms  ` +
            `${median(runs.map((r) => r.requests.average)).toFixed(0)} req/s`,
        );
      }
    }
    console.info(
      `\nmedian latency (median over prompts of the per-prompt p50): ` +
        `${median(summary[1]!)} ms with 1 connection, ${median(summary[10]!)} ms with 10 ` +
        `(target ≤ ${P50_TARGET_MS} ms with 10)`,
    );
  } finally {
    child.kill('SIGTERM');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
