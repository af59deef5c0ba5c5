import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';

/** Clock ticks per second of /proc/<pid>/stat (USER_HZ): 100 on Linux. */
const TICKS_PER_SECOND = 100;

/**
 * Starts a bench server script in its own process and waits for the origin it prints; `cwd`
 * runs another checkout's server (bench:api's BENCH_BESIDE).
 */
export async function startChildServer(script: string, args: string[] = [], cwd?: string) {
  const child = spawn('node', ['--import', 'tsx', script, ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
    ...(cwd ? { cwd } : {}),
  });
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`${script} exited with code ${String(code)}`))),
  );
  exited.catch(() => undefined); // after start-up, an exit is expected (stop)
  const [line] = (await Promise.race([once(child.stdout, 'data'), exited])) as [Buffer];
  const origin = line.toString().trim();
  return {
    origin,
    pid: child.pid,
    /** CPU seconds (user + system) the server process has used, or null off Linux. */
    cpuSeconds: () => cpuSecondsOf(child.pid),
    stop: async () => {
      if (child.exitCode !== null) return;
      const done = once(child, 'exit');
      child.kill('SIGTERM');
      await done;
    },
  };
}

/** CPU seconds (user + system) process `pid` has used, or null off Linux. */
export function cpuSecondsOf(pid: number | undefined): number | null {
  try {
    // Fields after the command name (which may hold spaces): utime and stime are 12th and 13th.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}
