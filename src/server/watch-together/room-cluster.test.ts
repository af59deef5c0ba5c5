import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  hasTestPostgres,
  startBackendServer,
  type BackendServer,
} from '@/server/db/testing/test-databases';
import { buildAuthApp } from '@/server/testing/auth-test-harness';
import { openRoomEvents, roomViewer } from '@/server/testing/room-client';
import { ROOM_PATHS } from '@/shared/watch-together/room-paths';
import type { CreateRoomAnswer } from '@/shared/watch-together/room-schemas';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

/*
 * Two servers on one Postgres, in this process (npm run test:cluster does it with built servers
 * behind nginx): a room made on server A, a guest's stream held by server B, and the host's
 * command carried between them by LISTEN/NOTIFY.
 */
describe.skipIf(!hasTestPostgres)('a room across two servers on one Postgres', () => {
  let postgres: BackendServer;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let originB: string;
  beforeAll(async () => {
    postgres = await startBackendServer('postgres', 'nexus_room_cluster');
    const env = { DATABASE_URL: postgres.url! };
    ({ app: a } = await buildAuthApp(env));
    ({ app: b } = await buildAuthApp(env));
    originB = await b.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await postgres?.stop();
  });

  it("tells a guest on server B the host's command sent to server A", async () => {
    const host = await roomViewer(a, 'Ada Lovelace');
    const guest = await roomViewer(b, 'Grace Hopper');
    const created = await host.call<CreateRoomAnswer>('POST', ROOM_PATHS.rooms, {
      title: { type: 'movie', id: 27205 },
      position: 0,
      playing: true,
      provider: 'demo',
    });
    const roomId = created.body.room.id;
    expect((await guest.call('POST', ROOM_PATHS.join, created.body.invite)).status).toBe(200);
    const stream = await openRoomEvents(originB, guest.cookie(), roomId);
    await stream.waitFor((e) => e.event === 'state');
    const sent = await host.call<{ seq: number }>('POST', ROOM_PATHS.commands(roomId), {
      action: 'pause',
      position: 42,
    });
    const command = await stream.waitFor((e) => e.event === 'command');
    expect(command.data).toMatchObject({ seq: sent.body.seq, action: 'pause', position: 42 });
    // Reactions and the end cross too; the end closes the guest's stream.
    await host.call('POST', ROOM_PATHS.reactions(roomId), { emoji: '👍' });
    await stream.waitFor((e) => e.event === 'reaction');
    await host.call('POST', ROOM_PATHS.end(roomId));
    await stream.waitFor((e) => e.event === 'ended');
    await stream.ended;
  });
});
