import { createBenchAccount } from './bench/bench-account';
import { startChildServer } from './bench/child-server';
import { inBatches } from '@/server/testing/listen-app';
import { openRoomEvents } from '@/server/testing/room-client';
import { ROOM_EVENTS, ROOM_PATHS } from '@/shared/watch-together/room-paths';

/**
 * `npm run bench:room` (issue 35): ROOMS watch-together rooms of MEMBERS members on one server
 * (SQLite, its own process), every member's event stream open. Each host sends a command (play,
 * pause, seek in turn) every PERIOD_MS, offset so the rooms do not all send at once, for
 * SECONDS; the fan-out latency is the time from a host's POST leaving to that command arriving on
 * each member's stream (the host's own included), all on loopback. Prints p50, p95 and p99 in ms
 * and exits 1 on any failed call or lost command.
 */
const ROOMS = Number(process.env.BENCH_ROOM_ROOMS ?? 50);
const MEMBERS = Number(process.env.BENCH_ROOM_MEMBERS ?? 8);
const PERIOD_MS = Number(process.env.BENCH_ROOM_PERIOD_MS ?? 2000);
const SECONDS = Number(process.env.BENCH_ROOM_SECONDS ?? 20);

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

async function post(origin: string, cookie: string, path: string, body: unknown) {
  const res = await fetch(origin + path, {
    method: 'POST',
    headers: { origin, cookie, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${text}`);
  return (text ? JSON.parse(text) : null) as Record<string, unknown>;
}

const accounts = ROOMS * MEMBERS;
// The caps are raised for this load alone, through the server's config: every stream and
// sign-up of the bench comes from one loopback address.
Object.assign(process.env, {
  LIBRARY_STREAMS_PER_ADDRESS: String(accounts + 100),
  AUTH_RATE_LIMIT_PER_MINUTE: '100000',
  SIGNUPS_PER_ADDRESS_PER_DAY: '100000',
  NODE_ENV: 'test',
  AUTH_PASSWORD_COST: 'test-only-cheap',
});
const server = await startChildServer('scripts/bench/room-bench-server.ts');
let failed = false;
const closers: Array<() => void> = [];
try {
  const started = Date.now();
  const cookies = await inBatches(
    Array.from({ length: accounts }),
    16,
    async () => (await createBenchAccount(server.origin)).cookie,
  );
  console.info(`${accounts} accounts in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  /** Per room: when each command (by seq) left the host, and when each member got it. */
  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  let received = 0;
  const rooms: Array<{ id: string; host: string }> = [];
  for (let r = 0; r < ROOMS; r += 1) {
    const host = cookies[r * MEMBERS]!;
    const created = await post(server.origin, host, ROOM_PATHS.rooms, {
      title: { type: 'movie', id: 27205 },
      position: 0,
      playing: true,
      provider: 'demo',
    });
    const id = (created.room as { id: string }).id;
    const token = (created.invite as { token: string }).token;
    for (let m = 1; m < MEMBERS; m += 1) {
      await post(server.origin, cookies[r * MEMBERS + m]!, ROOM_PATHS.join, { token });
    }
    rooms.push({ id, host });
  }
  await inBatches(
    rooms.flatMap((room, r) =>
      Array.from({ length: MEMBERS }, (_, m) => ({ room, cookie: cookies[r * MEMBERS + m]! })),
    ),
    32,
    async ({ room, cookie }) => {
      const stream = await openRoomEvents(server.origin, cookie, room.id, ({ event, data }) => {
        if (event !== ROOM_EVENTS.command) return;
        const sent = sentAt.get(`${room.id}:${String(data.seq)}`);
        if (sent === undefined) return;
        latencies.push(performance.now() - sent);
        received += 1;
      });
      closers.push(stream.close);
      if (stream.res.statusCode !== 200)
        throw new Error(`events answered ${stream.res.statusCode}`);
    },
  );
  console.info(`${ROOMS} rooms × ${MEMBERS} members, ${closers.length} streams open`);
  // Let the connection states settle before measuring.
  await new Promise((resolve) => setTimeout(resolve, 1000));

  const actions = ['pause', 'seek', 'play'] as const;
  let sent = 0;
  const until = performance.now() + SECONDS * 1000;
  await Promise.all(
    rooms.map(async (room, r) => {
      await new Promise((resolve) => setTimeout(resolve, (r * PERIOD_MS) / ROOMS));
      for (let i = 0; performance.now() < until; i += 1) {
        const next = performance.now() + PERIOD_MS;
        const leaving = performance.now();
        // The seq is known only from the answer: the send time is recorded under the next one.
        const answer = fetch(server.origin + ROOM_PATHS.commands(room.id), {
          method: 'POST',
          headers: { origin: server.origin, cookie: room.host, 'content-type': 'application/json' },
          body: JSON.stringify({ action: actions[i % 3], position: 60 + i }),
        });
        sentAt.set(`${room.id}:${i + 1}`, leaving);
        const res = await answer;
        sent += 1;
        if (res.status !== 202) {
          failed = true;
          console.error(`a command answered ${res.status}: ${await res.text()}`);
        } else await res.text();
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - performance.now())));
      }
    }),
  );
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const expected = sent * MEMBERS;
  const lost = expected - received;
  if (lost !== 0) failed = true;
  const cpu = server.cpuSeconds();
  console.info(
    `bench:room: ${ROOMS} rooms × ${MEMBERS} members, ${sent} commands in ${SECONDS} s, ` +
      `${received}/${expected} deliveries${lost ? ` (${lost} LOST)` : ''}; fan-out ms ` +
      `p50 ${percentile(latencies, 50).toFixed(1)}, p95 ${percentile(latencies, 95).toFixed(1)}, ` +
      `p99 ${percentile(latencies, 99).toFixed(1)}, max ${Math.max(...latencies).toFixed(1)}` +
      (cpu === null ? '' : `; server CPU ${cpu.toFixed(1)} s`),
  );
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  for (const close of closers) close();
  await server.stop();
}
process.exit(failed ? 1 : 0);
