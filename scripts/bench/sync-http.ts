import { Agent, request, type IncomingMessage } from 'node:http';

/**
 * The bench's HTTP client for the sync API: one request, timed to the last byte, with the
 * bytes as they came over the wire (compressed when asked), and the body decoded only when it
 * was not compressed.
 */
export const agent = new Agent({ keepAlive: true, maxSockets: 256 });

export interface Answer {
  status: number;
  ms: number;
  wireBytes: number;
  text: string;
}

export function call(
  origin: string,
  method: 'GET' | 'POST',
  path: string,
  options: { cookie: string; body?: unknown; encoding?: string },
): Promise<Answer> {
  const { hostname, port } = new URL(origin);
  // Bodies may come serialised beforehand, so that the timed part is the request alone.
  const body =
    options.body === undefined || typeof options.body === 'string'
      ? options.body
      : JSON.stringify(options.body);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(
      {
        agent,
        hostname,
        port,
        method,
        path,
        headers: {
          cookie: options.cookie,
          // As a browser on the site would: a POST with cookies must name its origin.
          origin,
          'accept-encoding': options.encoding ?? 'identity',
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
      },
      (res: IncomingMessage) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          resolve({
            status: res.statusCode ?? 0,
            ms: performance.now() - started,
            wireBytes: raw.length,
            text: res.headers['content-encoding'] ? '' : raw.toString(),
          });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** Opens a live stream and keeps it open; resolves once its first event has arrived. */
export function openStream(origin: string, cookie: string): Promise<() => void> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    // Its own socket: a stream holds its connection for as long as it is open.
    const req = request({ hostname, port, path: '/api/library/stream', headers: { cookie } });
    req.on('response', (res) => {
      if (res.statusCode !== 200) return reject(new Error(`stream answered ${res.statusCode}`));
      res.once('data', () => resolve(() => req.destroy()));
      res.resume();
    });
    req.on('error', reject);
    req.end();
  });
}
