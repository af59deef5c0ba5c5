import { getEmbeddedCatalogue } from '@/server/catalog/embedded/embedded-catalogue';
import { recommendLocally } from '@/server/chat/local/local-recommender';
import { caseContext, checkCase, TABLE } from '@/server/chat/local/testing/recommender-table';
import type { LocalOptions } from '@/server/chat/local/local-recommender';
import { median } from './start-server';
import { REFERENCE_LABEL, referenceCpuMs } from './reference-workload';

/** Messages built to make the recommender work hardest, at the 500-character cap. */
const WORST_PROMPTS = [
  'like '.repeat(100),
  'movies like '.repeat(41),
  'by '.repeat(166),
  'directed by '.repeat(41),
  'not '.repeat(125),
  'under 90 minutes '.repeat(30),
  'rated above 8 '.repeat(36),
  'with Tom Hanks '.repeat(34),
  'película de terror de los 90 como Alien '.repeat(13),
  'a list of 10 funny scary romantic sci-fi action 90s movies like Alien, by Ridley Scott, '.repeat(
    5,
  ),
  'something scary but good',
  'movies like Alien',
].map((text) => text.slice(0, 500));

/** Issue 37's targets: each hostile message, and the table's median answer. */
const HOSTILE_TARGET_MS = 4;
const TABLE_MEDIAN_TARGET_MS = 0.6;
/** No prompt of the table may take longer than this (issue 19). */
const TABLE_PROMPT_TARGET_MS = 10;

/** CPU time of one answer in this process (median and slowest of `runs`). */
function cpuOf(text: string, runs: number, options: LocalOptions = {}) {
  const catalogue = getEmbeddedCatalogue();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const before = process.cpuUsage();
    recommendLocally(catalogue, text, { ...options, seed: i });
    const used = process.cpuUsage(before);
    times.push((used.user + used.system) / 1000);
  }
  times.sort((a, b) => a - b);
  return { ms: times[Math.floor(times.length / 2)]!, worst: times[times.length - 1]! };
}

/** A follow-up after the most turns the server takes, each as long and as costly as allowed. */
const HOSTILE_TURNS = Array.from({ length: 10 }, (_, i) => ({
  role: i % 2 ? ('assistant' as const) : ('user' as const),
  text: 'like '.repeat(400),
  titles: [],
}));

export function printChatCpu() {
  recommendLocally(getEmbeddedCatalogue(), 'warm up', { seed: 1 });
  console.info(
    `\nCPU per answer, local recommender (median of 40; target ≤ ${HOSTILE_TARGET_MS} ms):`,
  );
  const rows = [
    ...WORST_PROMPTS.map((text) => ({ text, ...cpuOf(text, 40) })),
    {
      text: 'more, after 10 turns of "like " ×400',
      ...cpuOf('more', 40, { turns: HOSTILE_TURNS }),
    },
  ];
  for (const row of rows) {
    const label = JSON.stringify(row.text.length > 40 ? `${row.text.slice(0, 37)}...` : row.text);
    console.info(
      `  ${row.ms <= HOSTILE_TARGET_MS ? '✔' : '✖'} ${label.padEnd(44)} ${row.ms.toFixed(2).padStart(6)} ms  (slowest ${row.worst.toFixed(2)} ms)`,
    );
  }
  const worst = Math.max(...rows.map((r) => r.ms));
  console.info(`  slowest prompt: ${worst.toFixed(2)} ms of CPU per answer`);
  printTable();
}

/**
 * The recommender table (issue 19): pass rate, and the CPU of every prompt in it. Between
 * prompts, one sample of the reference workload, so the table's cost is also given as a ratio to
 * work measured in the same minutes: the figure to compare across machines (issue 37).
 */
function printTable() {
  const catalogue = getEmbeddedCatalogue();
  const references: number[] = [];
  const results = TABLE.map((c) => {
    references.push(referenceCpuMs());
    return {
      prompt: c.prompt,
      problems: checkCase(catalogue, c),
      // With its conversation and watch history, as the server would get them.
      ...cpuOf(c.prompt, 15, caseContext(catalogue, c)),
    };
  });
  const passed = results.filter((r) => r.problems.length === 0).length;
  const tableMedian = median(results.map((r) => r.ms));
  const slowest = results.reduce((a, b) => (b.ms > a.ms ? b : a));
  const over = results.filter((r) => r.ms > TABLE_PROMPT_TARGET_MS).length;
  const reference = median(references);
  console.info(
    `\nrecommender table: ${passed}/${TABLE.length} passed (${((100 * passed) / TABLE.length).toFixed(1)} %)`,
  );
  for (const r of results.filter((r) => r.problems.length > 0))
    console.info(`  ✖ ${JSON.stringify(r.prompt)}: ${r.problems.join('; ')}`);
  console.info(
    `CPU per answer over the table (median of 15 per prompt): median ${tableMedian.toFixed(2)} ms ` +
      `(target ≤ ${TABLE_MEDIAN_TARGET_MS} ms), slowest ${slowest.ms.toFixed(2)} ms ` +
      `(${JSON.stringify(slowest.prompt)}); ${over} of ${TABLE.length} over ${TABLE_PROMPT_TARGET_MS} ms`,
  );
  console.info(
    `reference workload (${REFERENCE_LABEL}): ${reference.toFixed(3)} ms, median of ${references.length} ` +
      `samples taken between the prompts\n` +
      `table median / reference = ${(tableMedian / reference).toFixed(2)} (the figure to compare across machines)`,
  );
}
