import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { browser, nextIp, ORIGIN, testAccount } from '@/server/testing/auth-test-harness';
import { ROOM_PATHS } from '@/shared/watch-together/room-paths';

/** An answer of the room API: its status and its body (null for 204). */
export interface RoomAnswer<T = Record<string, unknown>> {
  status: number;
  body: T & { error?: { code: string; message: string } };
  headers: Record<string, string | string[] | number | undefined>;
}

/**
 * Test support: a signed-up account with its own browser, calling the room API through
 * `inject` from this site's page (its Origin), and opening the room's event stream on the wire.
 */
export async function roomViewer(app: FastifyInstance, name = 'Ada Lovelace') {
  const ip = nextIp();
  const viewer = browser(app, ip);
  const signedUp = await viewer.signUp(testAccount({ name }));
  if (signedUp.status !== 200) throw new Error(`sign-up answered ${signedUp.status}`);
  const cookie = () => [...viewer.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const call = async <T = Record<string, unknown>>(
    method: 'GET' | 'POST',
    url: string,
    payload?: object,
    headers: Record<string, string> = { origin: ORIGIN },
  ): Promise<RoomAnswer<T>> => {
    const res = await app.inject({
      method,
      url,
      remoteAddress: ip,
      headers: { host: new URL(ORIGIN).host, cookie: cookie(), ...headers },
      ...(payload ? { payload } : {}),
    });
    return {
      status: res.statusCode,
      body: (res.body ? res.json() : null) as RoomAnswer<T>['body'],
      headers: res.headers,
    };
  };
  return { id: signedUp.body.user!.id, ip, cookie, call, browser: viewer };
}

export type RoomViewer = Awaited<ReturnType<typeof roomViewer>>;

/** One event of a room's stream. */
export interface StreamEvent {
  event: string;
  data: Record<string, unknown>;
}

/**
 * A room's event stream on the real wire (inject waits for an answer to end, a stream does not),
 * with the events received so far; `waitFor` resolves with the first that matches. `onEvent`
 * hears each event as it arrives (the room bench times the fan-out by it).
 */
export async function openRoomEvents(
  origin: string,
  cookie: string,
  roomId: string,
  onEvent?: (event: StreamEvent) => void,
) {
  const { hostname, port } = new URL(origin);
  const res = await new Promise<IncomingMessage>((resolve, reject) => {
    const req = httpRequest({
      hostname,
      port,
      path: ROOM_PATHS.events(roomId),
      headers: { cookie, accept: 'text/event-stream' },
    });
    req.on('response', resolve);
    req.on('error', reject);
    req.end();
  });
  const events: StreamEvent[] = [];
  let buffer = '';
  const waiters = new Set<() => void>();
  res.setEncoding('utf8');
  res.on('data', (chunk: string) => {
    buffer += chunk;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = /^event: (.+)$/m.exec(block)?.[1];
      const data = /^data: (.+)$/m.exec(block)?.[1];
      if (!event || !data) continue;
      const received = { event, data: JSON.parse(data) as Record<string, unknown> };
      events.push(received);
      onEvent?.(received);
    }
    for (const wake of waiters) wake();
  });
  const ended = new Promise<void>((resolve) => res.on('close', () => resolve()));
  return {
    res,
    events,
    ended,
    async waitFor(match: (event: StreamEvent) => boolean, timeoutMs = 5_000): Promise<StreamEvent> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = events.find(match);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no such event in ${JSON.stringify(events)}`);
        await new Promise<void>((resolve) => {
          waiters.add(resolve);
          setTimeout(resolve, 50);
        }).finally(() => waiters.clear());
      }
    },
    close: () => res.destroy(),
  };
}
