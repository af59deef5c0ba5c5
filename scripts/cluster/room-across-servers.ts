import { openRoomEvents } from '@/server/testing/room-client';
import { ROOM_PATHS } from '@/shared/watch-together/room-paths';
import { callJson } from './cluster-http';
import type { Cluster } from './start-cluster';

/**
 * Watch together across servers (issue 35): a host whose calls go to server 1 and a guest whose
 * event stream is held by server 2; the host's command reaches the guest through Postgres
 * LISTEN/NOTIFY. Answers whether it did, and how long it took.
 */
export async function roomAcrossServers(
  cluster: Cluster,
  host: { cookie: string },
  guest: { cookie: string },
): Promise<{ ok: boolean; ms: number; detail: string }> {
  const [a, b] = cluster.servers as [Cluster['servers'][0], Cluster['servers'][0]];
  const call = (base: string, path: string, cookie: string, body: unknown) =>
    callJson(`${base}${path}`, { origin: cluster.origin, method: 'POST', cookie, body });
  const created = await call(a.origin, ROOM_PATHS.rooms, host.cookie, {
    title: { type: 'movie', id: 27205 },
    position: 0,
    playing: false,
    provider: 'demo',
  });
  const room = created.body.room as { id: string } | undefined;
  const invite = created.body.invite as { token: string } | undefined;
  if (!room || !invite) return { ok: false, ms: 0, detail: `create answered ${created.status}` };
  const joined = await call(b.origin, ROOM_PATHS.join, guest.cookie, { token: invite.token });
  if (joined.status !== 200) return { ok: false, ms: 0, detail: `join answered ${joined.status}` };
  const stream = await openRoomEvents(b.origin, guest.cookie, room.id);
  try {
    await stream.waitFor((event) => event.event === 'state');
    const started = performance.now();
    const sent = await call(a.origin, ROOM_PATHS.commands(room.id), host.cookie, {
      action: 'seek',
      position: 600,
    });
    const seq = (sent.body as { seq?: number }).seq;
    const got = await stream
      .waitFor((event) => event.event === 'command' && event.data.seq === seq, 2000)
      .then(() => true)
      .catch(() => false);
    const ms = performance.now() - started;
    return { ok: sent.status === 202 && got, ms, detail: `${Math.round(ms)} ms` };
  } finally {
    stream.close();
  }
}
