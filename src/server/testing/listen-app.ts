import { mkdtempSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp, type AppOptions } from '@/server/app';
import { loadConfig } from '@/server/config';
import { CHEAP_PASSWORDS } from '@/server/auth/testing/cheap-passwords';

/**
 * The whole app listening on a free loopback port, for tests that need the real wire (Node's
 * HTTP parser, sockets, concurrency) rather than `inject`. A tiny client build stands in for
 * dist/client so the SPA fallback answers real HTML.
 */
export async function listenApp(
  env: Record<string, string> = {},
  options: Omit<AppOptions, 'config'> = {},
) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'nexus-wire-'));
  const clientDir = mkdtempSync(path.join(tmpdir(), 'nexus-wire-client-'));
  writeFileSync(
    path.join(clientDir, 'index.html'),
    '<!doctype html><html><head><!--nexus-config--></head><body><div id="root"></div></body></html>',
  );
  const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...CHEAP_PASSWORDS, ...env });
  const app = await buildApp({ config, clientDir, ...options });
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  const agent = new Agent({ keepAlive: true, maxSockets: 16 });
  const close = async () => {
    agent.destroy();
    await app.close();
  };
  return { app, origin, agent, close };
}

export interface WireAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  ms: number;
}

/** Sends one request exactly as given (path not re-encoded) and reads the whole answer. */
export function send(
  origin: string,
  agent: Agent,
  req: { method: string; path: string; headers?: Record<string, string>; body?: string },
  timeoutMs = 10_000,
): Promise<WireAnswer> {
  const started = performance.now();
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      { agent, hostname, port, method: req.method, path: req.path, headers: req.headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString(),
            ms: performance.now() - started,
          }),
        );
        res.on('error', reject);
      },
    );
    outgoing.setTimeout(timeoutMs, () =>
      outgoing.destroy(new Error(`no answer in ${timeoutMs} ms`)),
    );
    outgoing.on('error', reject);
    outgoing.end(req.body);
  });
}

/** Runs `work` over `items` with at most `limit` in flight. */
export async function inBatches<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>) {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: limit }, worker));
  return results;
}
