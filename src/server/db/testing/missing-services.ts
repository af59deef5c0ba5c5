import { appendFileSync } from 'node:fs';

/**
 * A service the tests need (Postgres, nginx) that this machine lacks. In CI (`CI` set) that is an
 * error naming what to install: a suite that cannot run must fail the run, never pass without
 * running. On a developer's machine the suite is skipped and recorded, and `npm test` ends with
 * one loud line counting the skipped suites (scripts/test.ts reads `SKIPPED_SUITES_FILE`).
 */
export function requireOrRecordSkip(service: string, installHint: string, suite: string): 'skip' {
  const message = `${suite} needs ${service}: ${installHint}`;
  if (process.env.CI) throw new Error(`${message} (CI never skips it).`);
  const file = process.env.SKIPPED_SUITES_FILE;
  if (file) appendFileSync(file, `${message}\n`);
  return 'skip';
}

export const POSTGRES_HINT = 'install the postgresql package (apt-get install postgresql)';
export const NGINX_HINT = 'install the nginx package (apt-get install nginx)';
