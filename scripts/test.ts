import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

/**
 * `npm test`: every check the project has, in the order that fails fastest. Each step prints its
 * own output; the summary at the end gives each step's time, and after a failure it repeats the
 * lines that name the errors, since a CI log is often read from its tail only. The static checks
 * and the build run side by side (each is one process, and the machine has two cores: the build
 * takes the core the format check leaves when it ends first); their output is printed whole, one
 * step after another, once all four have finished.
 */
type Step = [name: string, command: string[]];
const stages: Step[][] = [
  [
    ['lint', ['npm', 'run', '--silent', 'lint']],
    ['format', ['npm', 'run', '--silent', 'format:check']],
    ['typecheck', ['npm', 'run', '--silent', 'typecheck']],
    ['build', ['npm', 'run', '--silent', 'build']],
  ],
  [
    ['bundle budget', ['npm', 'run', '--silent', 'check:bundle']],
    ['interface messages', ['npm', 'run', '--silent', 'check:messages']],
  ],
  [['unit and integration', ['npx', 'vitest', 'run']]],
  [['cluster', ['npm', 'run', '--silent', 'test:cluster']]],
  [['browser journeys', ['npm', 'run', '--silent', 'test:e2e']]],
];

// The last part: knip's report headings ('Unused exports (1)'), whose items follow them.
const ERROR_LINE =
  /\b(error|fail(ed)?|FAIL|unhandled|timed? ?out)\b|\[warn\]|✘|×|^(Unused|Unlisted|Unresolved|Duplicate) [\w ]+\(\d+\)$/i;
const MAX_ERROR_LINES = 60;
/** The colour codes of the tools' output. */
const ANSI_COLOUR = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

/**
 * Runs one step, passing its output through (or keeping it in `held`, for a step that runs beside
 * others) and keeping the lines that look like errors.
 */
function run(command: string, args: string[], held?: Buffer[]) {
  return new Promise<{ code: number; errorLines: string[] }>((resolve) => {
    const child = spawn(command, args, { stdio: ['inherit', 'pipe', 'pipe'], env: process.env });
    const errorLines: string[] = [];
    const consider = (line: string) => {
      const text = line.replace(ANSI_COLOUR, '').trim();
      const passed = /^(✓|√)/.test(text) || /\b0 (errors?|failed)\b/.test(text);
      if (text && ERROR_LINE.test(text) && !passed) {
        errorLines.push(text.slice(0, 300));
      }
    };
    // A chunk can end mid-line; each stream keeps its unfinished line for the next chunk.
    const follow = (stream: NodeJS.ReadableStream, sink: NodeJS.WriteStream) => {
      let unfinished = '';
      stream.on('data', (chunk: Buffer) => {
        if (held) held.push(chunk);
        else sink.write(chunk);
        const lines = (unfinished + chunk.toString()).split('\n');
        unfinished = lines.pop() ?? '';
        lines.forEach(consider);
      });
      stream.on('end', () => consider(unfinished));
    };
    follow(child.stdout, process.stdout);
    follow(child.stderr, process.stderr);
    child.on('close', (code) => resolve({ code: code ?? 1, errorLines }));
  });
}

/**
 * Suites that could not run here because a service is missing (Postgres, nginx) write a line to
 * this file (src/server/db/testing/missing-services.ts); in CI they fail instead. Read at the end.
 */
const skippedFile = path.resolve('test-results/skipped-suites.txt');
mkdirSync(path.dirname(skippedFile), { recursive: true });
rmSync(skippedFile, { force: true });
process.env.SKIPPED_SUITES_FILE = skippedFile;

/** One loud line when suites were skipped, so a green run that skipped work never looks whole. */
function reportSkips() {
  if (!existsSync(skippedFile)) return;
  const lines = [...new Set(readFileSync(skippedFile, 'utf8').split('\n').filter(Boolean))];
  console.warn(
    `\n⚠ ${lines.length} suites SKIPPED: a service they need is missing here (CI fails instead).`,
  );
  for (const line of lines) console.warn(`  ${line}`);
}

const only = process.argv.slice(2);
const timings: string[] = [];
for (const stage of stages) {
  const chosen = stage.filter(([name]) => only.length === 0 || only.includes(name.split(' ')[0]!));
  const together = chosen.length > 1;
  if (together) console.info(`\n▶ ${chosen.map(([name]) => name).join(', ')}, side by side`);
  const results = await Promise.all(
    chosen.map(async ([name, [command, ...args]]) => {
      if (!together) console.info(`\n▶ ${name}`);
      const held: Buffer[] | undefined = together ? [] : undefined;
      const started = Date.now();
      const result = await run(command!, args, held);
      return { name, held, seconds: ((Date.now() - started) / 1000).toFixed(1), ...result };
    }),
  );
  for (const { name, held, seconds } of results) {
    if (held) {
      console.info(`\n▶ ${name}`);
      process.stdout.write(Buffer.concat(held));
    }
    timings.push(`${name}: ${seconds}s`);
  }
  const failed = results.find(({ code }) => code !== 0);
  if (failed) {
    const { name, seconds, errorLines, code } = failed;
    // The tools report their failures last, after the names of tests that merely mention errors.
    const shown = errorLines.slice(-MAX_ERROR_LINES);
    const more = errorLines.length - shown.length;
    console.error(`\n✖ ${name} failed after ${seconds}s. Lines that name what went wrong:`);
    if (shown.length === 0) console.error('  (none matched: see the output above)');
    if (more > 0) console.error(`  … ${more} earlier`);
    for (const line of shown) console.error(`  ${line}`);
    console.info(timings.join('\n'));
    reportSkips();
    process.exit(code);
  }
}
console.info(`\n✔ all checks passed\n${timings.join('\n')}`);
reportSkips();
