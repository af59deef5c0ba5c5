import { getEmbeddedCatalogue } from '@/server/catalog/embedded/embedded-catalogue';
import { recommendLocally } from '@/server/chat/local/local-recommender';

/** Messages built to make the recommender work hardest, at the 500-character cap. */
const WORST_PROMPTS = [
  'like '.repeat(100),
  'movies like '.repeat(41),
  'by '.repeat(166),
  'directed by '.repeat(41),
  'not '.repeat(125),
  'a list of 10 funny scary romantic sci-fi action 90s movies like Alien, by Ridley Scott, '.repeat(
    5,
  ),
  'something scary but good',
  'movies like Alien',
].map((text) => text.slice(0, 500));

const TARGET_MS = 10;

/** CPU time of one answer (median of `runs`), in this process, per prompt. */
function chatCpuRows(runs = 40) {
  const catalogue = getEmbeddedCatalogue();
  recommendLocally(catalogue, 'warm up', { seed: 1 });
  return WORST_PROMPTS.map((text) => {
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const before = process.cpuUsage();
      recommendLocally(catalogue, text, { seed: i });
      const used = process.cpuUsage(before);
      times.push((used.user + used.system) / 1000);
    }
    times.sort((a, b) => a - b);
    return { text, ms: times[Math.floor(times.length / 2)]!, worst: times[times.length - 1]! };
  });
}

export function printChatCpu() {
  const rows = chatCpuRows();
  console.info(`\nCPU per answer, local recommender (median of 40; target ≤ ${TARGET_MS} ms):`);
  for (const row of rows) {
    const label = JSON.stringify(row.text.length > 40 ? `${row.text.slice(0, 37)}...` : row.text);
    console.info(
      `  ${row.ms <= TARGET_MS ? '✔' : '✖'} ${label.padEnd(44)} ${row.ms.toFixed(2).padStart(6)} ms  (slowest ${row.worst.toFixed(2)} ms)`,
    );
  }
  const worst = Math.max(...rows.map((r) => r.ms));
  console.info(`  slowest prompt: ${worst.toFixed(2)} ms of CPU per answer`);
}
