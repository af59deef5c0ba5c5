import { spawn } from 'node:child_process';
import { once } from 'node:events';

/** Starts a bench server script in its own process and waits for the origin it prints. */
export async function startChildServer(script: string, args: string[] = []) {
  const child = spawn('node', ['--import', 'tsx', script, ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`${script} exited with code ${String(code)}`))),
  );
  exited.catch(() => undefined); // after start-up, an exit is expected (stop)
  const [line] = (await Promise.race([once(child.stdout, 'data'), exited])) as [Buffer];
  const origin = line.toString().trim();
  return {
    origin,
    stop: async () => {
      if (child.exitCode !== null) return;
      const done = once(child, 'exit');
      child.kill('SIGTERM');
      await done;
    },
  };
}
