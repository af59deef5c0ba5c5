import { spawn } from 'node:child_process';

/**
 * Runs pg_dump or pg_restore against DATABASE_URL. The password goes to the tool through its
 * environment, not its arguments, which other users of the machine can read. Resolves 'ok',
 * 'missing' (the tool is not installed), or what the tool said when it failed.
 */
export function runPostgresTool(
  command: string,
  args: string[],
  databaseUrl: string,
): Promise<string> {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  const env = { ...process.env, ...(password ? { PGPASSWORD: password } : {}) };
  return new Promise<string>((resolve) => {
    const child = spawn(command, [`--dbname=${url.href}`, ...args], {
      env,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error: NodeJS.ErrnoException) =>
      resolve(error.code === 'ENOENT' ? 'missing' : error.message),
    );
    child.on('close', (code) => resolve(code === 0 ? 'ok' : stderr.trim() || `exit code ${code}`));
  });
}
