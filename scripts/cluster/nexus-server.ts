import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { waitFor } from './wait-for';
import { BUILT_SERVER } from '../build/built-server';

/**
 * One NEXUS server of the cluster in its own process (the built server, as `npm run serve`
 * starts it), with the cluster's environment and its own port. `restart()` is what a rolling
 * deploy does: SIGTERM, wait for the exit, start again, wait until /healthz says ready.
 */
export function nexusServer(name: string, port: number, env: Record<string, string>) {
  const origin = `http://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;
  const exits: Array<number | null> = [];

  const start = async () => {
    child = spawn('node', [BUILT_SERVER], {
      env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const started = child;
    started.once('exit', (code) => {
      if (child === started) exits.push(code);
    });
    await waitFor(`${name} on ${origin}`, async () => {
      if (started.exitCode !== null) throw new Error(`${name} exited with ${started.exitCode}`);
      return (await fetch(`${origin}/healthz`).catch(() => null))?.status === 200;
    });
  };

  const stop = async () => {
    const running = child;
    child = undefined; // its exit is expected from here on
    if (!running || running.exitCode !== null) return null;
    const exited = once(running, 'exit') as Promise<[number | null]>;
    running.kill('SIGTERM');
    const [code] = await exited;
    return code;
  };

  return {
    name,
    origin,
    start,
    /** Stops gracefully and starts again; resolves with the exit code of the stopped process. */
    async restart() {
      const code = await stop();
      await start();
      return code;
    },
    stop,
    /** The running process's id (benchmarks read its CPU time). */
    get pid() {
      return child?.pid;
    },
    /** Whether the process is still running (a Postgres outage must not end it). */
    get alive() {
      return child !== undefined && child.exitCode === null;
    },
    /** Exit codes of processes that ended on their own, not by stop() or restart(). */
    unexpectedExits: () => [...exits],
  };
}

export type NexusServer = ReturnType<typeof nexusServer>;
