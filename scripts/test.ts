import { spawnSync } from 'node:child_process';

/**
 * `npm test`: every check the project has, in the order that fails fastest. Each step prints its
 * own output; the summary at the end gives each step's time.
 */
const steps: Array<[string, string[]]> = [
  ['lint', ['npm', 'run', '--silent', 'lint']],
  ['format', ['npm', 'run', '--silent', 'format:check']],
  ['typecheck', ['npm', 'run', '--silent', 'typecheck']],
  ['unit and integration', ['npx', 'vitest', 'run']],
  ['build', ['npm', 'run', '--silent', 'build']],
  ['bundle budget', ['npm', 'run', '--silent', 'check:bundle']],
  ['browser journeys', ['npm', 'run', '--silent', 'test:e2e']],
];

const only = process.argv.slice(2);
const timings: string[] = [];
for (const [name, [command, ...args]] of steps) {
  if (only.length > 0 && !only.includes(name.split(' ')[0]!)) continue;
  console.info(`\n▶ ${name}`);
  const started = Date.now();
  const result = spawnSync(command!, args, { stdio: 'inherit', env: process.env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  timings.push(`${name}: ${seconds}s`);
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed after ${seconds}s`);
    console.info(timings.join('\n'));
    process.exit(result.status ?? 1);
  }
}
console.info(`\n✔ all checks passed\n${timings.join('\n')}`);
