import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildAuthApp } from '@/server/testing/auth-test-harness';
import { openRoomEvents, roomViewer } from '@/server/testing/room-client';
import { estimateClockOffset, type ClockSample } from '@/shared/watch-together/clock-offset';
import { ROOM_PATHS } from '@/shared/watch-together/room-paths';
import type { CreateRoomAnswer, JoinRoomAnswer } from '@/shared/watch-together/room-schemas';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

/** The rooms' clock runs this far ahead of the machine's: what the client's estimate must find. */
const SHIFT_MS = 123_457;

// On the real wire (inject waits for an answer to end; a stream does not). What the rooms do is
// tested on both databases in room-api.test.ts; the cluster test carries events across servers.
describe('a room on the wire', () => {
  let app: FastifyInstance;
  let origin: string;
  beforeAll(async () => {
    ({ app } = await buildAuthApp({}, undefined, {
      rooms: { now: () => Date.now() + SHIFT_MS, sweepEveryMs: 0 },
    }));
    origin = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => app.close());

  const room = async () => {
    const host = await roomViewer(app, 'Ada Lovelace');
    const created = await host.call<CreateRoomAnswer>('POST', ROOM_PATHS.rooms, {
      title: { type: 'tv', id: 1399, season: 1, episode: 2 },
      position: 0,
      playing: false,
      provider: 'demo',
    });
    const guest = await roomViewer(app, 'Grace Hopper');
    const joined = await guest.call<JoinRoomAnswer>('POST', ROOM_PATHS.join, {
      token: created.body.invite.token,
    });
    return { host, guest, roomId: created.body.room.id, guestId: joined.body.memberId };
  };

  it('estimates the server clock within 20 ms over loopback', async () => {
    const { host } = await room();
    const samples: ClockSample[] = [];
    for (let i = 0; i < 6; i += 1) {
      const sent = performance.timeOrigin + performance.now();
      const res = await fetch(origin + ROOM_PATHS.time, { headers: { cookie: host.cookie() } });
      const { serverTime } = (await res.json()) as { serverTime: number };
      samples.push({ sent, serverTime, received: performance.timeOrigin + performance.now() });
    }
    const estimate = estimateClockOffset(samples)!;
    expect(Math.abs(estimate.offsetMs - SHIFT_MS)).toBeLessThan(20);
  });

  it('tells the guest the host’s command, at a shared moment ahead', async () => {
    const { host, guest, roomId } = await room();
    const stream = await openRoomEvents(origin, guest.cookie(), roomId);
    expect(stream.res.statusCode).toBe(200);
    const first = await stream.waitFor((e) => e.event === 'state');
    expect(first.data).toMatchObject({ id: roomId, title: { type: 'tv', season: 1, episode: 2 } });
    const sent = await host.call<{ seq: number; at: number }>('POST', ROOM_PATHS.commands(roomId), {
      action: 'seek',
      position: 300,
    });
    const command = await stream.waitFor((e) => e.event === 'command');
    expect(command.data).toEqual({
      seq: sent.body.seq,
      action: 'seek',
      position: 300,
      at: sent.body.at,
      by: first.data.hostMemberId,
    });
    expect(sent.body.at - (Date.now() + SHIFT_MS)).toBeGreaterThan(0);
    // The guest is shown connected once its stream is open.
    await stream.waitFor(
      (e) =>
        e.event === 'state' &&
        (e.data.members as { isHost: boolean; connected: boolean }[]).some(
          (m) => !m.isHost && m.connected,
        ),
    );
    await host.call('POST', ROOM_PATHS.reactions(roomId), { emoji: '😂' });
    const reaction = await stream.waitFor((e) => e.event === 'reaction');
    expect(reaction.data).toMatchObject({ emoji: '😂', memberId: first.data.hostMemberId });
    stream.close();
  });

  it('tells a removed member and closes its stream; ending tells everyone', async () => {
    const { host, guest, roomId, guestId } = await room();
    const hostStream = await openRoomEvents(origin, host.cookie(), roomId);
    const guestStream = await openRoomEvents(origin, guest.cookie(), roomId);
    await guestStream.waitFor((e) => e.event === 'state');
    await host.call('POST', ROOM_PATHS.remove(roomId), { memberId: guestId });
    await guestStream.waitFor((e) => e.event === 'removed');
    await guestStream.ended;
    const again = await openRoomEvents(origin, guest.cookie(), roomId);
    expect(again.res.statusCode).toBe(403);
    await host.call('POST', ROOM_PATHS.end(roomId));
    const ended = await hostStream.waitFor((e) => e.event === 'ended');
    expect(ended.data).toEqual({ reason: 'host-ended' });
    await hostStream.ended;
  });

  it('shows the guest leaving to the host', async () => {
    const { host, guest, roomId } = await room();
    const hostStream = await openRoomEvents(origin, host.cookie(), roomId);
    await hostStream.waitFor((e) => e.event === 'state');
    await guest.call('POST', ROOM_PATHS.leave(roomId));
    await hostStream.waitFor(
      (e) => e.event === 'state' && (e.data.members as unknown[]).length === 1,
    );
    hostStream.close();
  });
});

describe('with accounts off', () => {
  it('answers 404 not-offered on every room path', async () => {
    const { app } = await buildAuthApp({ AUTH_MODE: 'anonymous' });
    try {
      for (const [method, url] of [
        ['GET', ROOM_PATHS.time],
        ['POST', ROOM_PATHS.rooms],
        ['POST', ROOM_PATHS.join],
        ['GET', ROOM_PATHS.events('abcdefgh-1234')],
      ] as const) {
        const res = await app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
        expect(res.statusCode, url).toBe(404);
        expect(res.json().error.code).toBe('not-offered');
      }
    } finally {
      await app.close();
    }
  });
});
