import { request, type IncomingMessage } from 'node:http';

/**
 * Test support: a live stream opened on the real wire, with what it has received so far.
 * `next(match)` waits for a received chunk of text that matches.
 */
export async function openStream(
  origin: string,
  cookie: string,
  /** Extra request headers (an X-Forwarded-For, for a server that trusts its proxy). */
  extra: Record<string, string> = {},
) {
  const { hostname, port } = new URL(origin);
  const res = await new Promise<IncomingMessage>((resolve, reject) => {
    const req = request({
      hostname,
      port,
      path: '/api/library/stream',
      headers: { cookie, accept: 'text/event-stream', ...extra },
    });
    req.on('response', resolve);
    req.on('error', reject);
    req.end();
  });
  let text = '';
  const waiters: Array<() => void> = [];
  res.setEncoding('utf8');
  res.on('data', (chunk: string) => {
    text += chunk;
    for (const wake of waiters.splice(0)) wake();
  });
  const ended = new Promise<void>((resolve) => res.on('close', () => resolve()));
  return {
    res,
    ended,
    get text() {
      return text;
    },
    /** Resolves once the received text matches; rejects after `timeoutMs`. */
    async next(match: RegExp, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      while (!match.test(text)) {
        if (Date.now() > deadline) throw new Error(`no ${match} in ${JSON.stringify(text)}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 50);
        });
      }
    },
    close: () => res.destroy(),
  };
}
