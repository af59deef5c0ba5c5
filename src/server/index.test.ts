import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { freePort } from '@/server/http/testing/free-port';

/**
 * The real start-up script in its own process, from its sources (`npm run serve` runs the same
 * code bundled by `npm run build`; the journeys and the cluster test run that one): a bad environment
 * stops it with a message naming the variable, and SIGTERM lets the request in flight finish.
 */
vi.setConfig({ testTimeout: 120_000 });

function startServer(env: Record<string, string>) {
  const child = spawn('node', ['--import', 'tsx', 'src/server/index.ts'], {
    env: { ...process.env, NODE_ENV: 'test', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += String(chunk)));
  child.stderr.on('data', (chunk) => (output += String(chunk)));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { child, exited, output: () => output };
}

async function waitForHealth(origin: string, exited: Promise<unknown>) {
  let done = false;
  void exited.then(() => (done = true));
  for (let i = 0; i < 600 && !done; i += 1) {
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server did not come up');
}

describe('src/server/index.ts', () => {
  it('refuses to start with PORT=abc, naming the variable and the reason', async () => {
    const server = startServer({ PORT: 'abc' });
    expect(await server.exited).toBe(1);
    const lines = server.output().trim().split('\n');
    expect(lines).toContain('NEXUS cannot start. Invalid environment:');
    expect(lines).toContain('  - PORT: must be a whole number from 1 to 65535 (got "abc")');
    expect(server.output()).not.toMatch(/\bat .+\.ts:\d+/); // a message, not a stack trace
  });

  describe('on SIGTERM', () => {
    // A fake Gemini that holds its answer back keeps one request in flight while the signal
    // arrives; `received` resolves once the request has reached it.
    let release: () => void = () => {};
    let markReceived: () => void = () => {};
    const received = new Promise<void>((resolve) => (markReceived = resolve));
    const gemini = createServer((req, res) => {
      req.resume();
      release = () => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({ candidates: [{ content: { parts: [{ text: 'Try Alien (1979).' }] } }] }),
        );
      };
      markReceived();
    });
    afterAll(() => new Promise<void>((resolve) => gemini.close(() => resolve())));

    it('finishes the request in flight, then exits 0 and stops listening', async () => {
      await new Promise<void>((resolve) => gemini.listen(0, '127.0.0.1', resolve));
      const geminiUrl = `http://127.0.0.1:${(gemini.address() as AddressInfo).port}`;
      const port = await freePort();
      const origin = `http://127.0.0.1:${port}`;
      const server = startServer({
        PORT: String(port),
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'nexus-index-')),
        AUTH_MODE: 'anonymous',
        LOG_LEVEL: 'info',
        GEMINI_API_KEY: 'fake-key-for-the-shutdown-test',
        GEMINI_BASE_URL: geminiUrl,
      });
      try {
        await waitForHealth(origin, server.exited);
        const inFlight = fetch(`${origin}/api/chat`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ text: 'something scary' }),
        });
        await received;
        server.child.kill('SIGTERM');
        await vi.waitFor(() => expect(server.output()).toContain('shutting down'), {
          timeout: 10_000,
        });
        // The server is closing, yet the request it accepted still gets its real answer.
        release();
        const answer = await inFlight;
        expect(answer.status).toBe(200);
        expect(await answer.json()).toMatchObject({ source: 'gemini', text: 'Try Alien (1979).' });
        // 0, not the 1 of the 10 s guard: the idle keep-alive connection did not hold it open.
        expect(await server.exited).toBe(0);
        await expect(fetch(`${origin}/healthz`)).rejects.toThrow();
      } finally {
        server.child.kill('SIGKILL');
      }
    });
  });
});
