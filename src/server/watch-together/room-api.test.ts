import { describe, expect, it, vi } from 'vitest';
import { getEmbeddedCatalogue } from '@/server/catalog/embedded/embedded-catalogue';
import { createEmbeddedSource } from '@/server/catalog/embedded/embedded-source';
import { databaseBackends } from '@/server/db/testing/test-databases';
import { useAuthBackend } from '@/server/testing/auth-backends';
import { isForKids } from '@/shared/catalog/kids-rule';
import { ROOM_LIMITS } from '@/shared/watch-together/room-limits';
import { ROOM_PATHS } from '@/shared/watch-together/room-paths';
import type {
  CommandAnswer,
  CreateRoomAnswer,
  CreateRoomBody,
  Invite,
  JoinRoomAnswer,
  RoomState,
} from '@/shared/watch-together/room-schemas';
import { roomViewer, type RoomViewer } from '@/server/testing/room-client';

// Sign-ups hash passwords (scrypt, at the test cost), and a room needs several accounts.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

const catalogue = getEmbeddedCatalogue();
const grownUpFilm = catalogue.films.find((f) => !isForKids('movie', f.mpaa_rating))!;
const kidsFilm = catalogue.films.find((f) => isForKids('movie', f.mpaa_rating))!;

const newRoom = (id = grownUpFilm.id): CreateRoomBody => ({
  title: { type: 'movie', id },
  position: 120,
  playing: true,
  provider: 'demo',
});

describe.each(databaseBackends)('watch together on $name', ({ name, skip }) => {
  // The rooms' clock, moved by the tests (invite expiry, the hold, the idle end); the sweep runs
  // often so a moved clock is acted on at once.
  const clock = { shift: 0 };
  const built = useAuthBackend(name, skip, 'watch together', {
    catalogSource: createEmbeddedSource(),
    rooms: { now: () => Date.now() + clock.shift, sweepEveryMs: 50 },
  });
  const viewer = (who?: string) => roomViewer(built.app, who);
  const create = async (host: RoomViewer, body = newRoom()) => {
    const res = await host.call<CreateRoomAnswer>('POST', ROOM_PATHS.rooms, body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body;
  };
  const join = (guest: RoomViewer, by: { token: string } | { code: string }) =>
    guest.call<JoinRoomAnswer>('POST', ROOM_PATHS.join, by);
  const state = (member: RoomViewer, roomId: string) =>
    member.call<RoomState>('GET', ROOM_PATHS.state(roomId));
  /** A new room and a guest who joined it by its invite. */
  const roomWithGuest = async () => {
    const host = await viewer();
    const { room, invite } = await create(host);
    const guest = await viewer();
    expect((await join(guest, invite)).status).toBe(200);
    return { host, room, guest };
  };

  it.skipIf(skip)('creates a room whose host invites by link and by code', async () => {
    const host = await viewer('Ada Lovelace');
    const { room, invite } = await create(host);
    expect(room.members).toEqual([
      { id: room.youAre, name: 'Ada Lovelace', isHost: true, buffering: false, connected: false },
    ]);
    expect(room.hostMemberId).toBe(room.youAre);
    expect(room.playback).toMatchObject({ playing: true, position: 120, seq: 0 });
    expect(invite.token).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    expect(invite.code).toMatch(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{8}$/);

    const byToken = await join(await viewer('Grace Hopper'), { token: invite.token });
    expect(byToken.status).toBe(200);
    expect(byToken.body.room.members.map((m) => m.name)).toEqual(['Ada Lovelace', 'Grace Hopper']);
    const typed = `${invite.code.slice(0, 4).toLowerCase()}-${invite.code.slice(4)}`;
    const byCode = await join(await viewer('Alan Turing'), { code: typed });
    expect(byCode.status).toBe(200);
    expect(byCode.body.room.members).toHaveLength(3);
    // Nobody's email in what members see.
    expect(JSON.stringify(byCode.body)).not.toContain('@');
  });

  it.skipIf(skip)('lets an invite lapse after 10 minutes; the host makes a fresh one', async () => {
    const host = await viewer();
    const { room, invite } = await create(host);
    clock.shift += ROOM_LIMITS.inviteTtlMs + 1;
    try {
      const late = await join(await viewer(), { token: invite.token });
      expect(late.status).toBe(404);
      expect(late.body.error).toEqual({
        code: 'room-not-found',
        message: 'This watch-together link is unknown or has expired.',
      });
      const fresh = await host.call<Invite>('POST', ROOM_PATHS.invite(room.id));
      expect(fresh.status).toBe(201);
      expect((await join(await viewer(), { code: fresh.body.code })).status).toBe(200);
    } finally {
      clock.shift -= ROOM_LIMITS.inviteTtlMs + 1;
    }
  });

  it.skipIf(skip)('takes 8 members and refuses the 9th', async () => {
    const host = await viewer();
    const { invite } = await create(host);
    for (let i = 0; i < ROOM_LIMITS.maxMembers - 1; i += 1) {
      expect((await join(await viewer(), invite)).status).toBe(200);
    }
    const ninth = await join(await viewer(), { token: invite.token });
    expect(ninth.status).toBe(409);
    expect(ninth.body.error?.code).toBe('room-full');
  });

  it.skipIf(skip)('removes a member, who cannot come back with the same invite', async () => {
    const host = await viewer();
    const { room, invite } = await create(host);
    const guest = await viewer();
    const joined = await join(guest, { token: invite.token });
    const removed = await host.call('POST', ROOM_PATHS.remove(room.id), {
      memberId: joined.body.memberId,
    });
    expect(removed.status).toBe(204);
    expect((await state(host, room.id)).body.members).toHaveLength(1);
    const again = await join(guest, { token: invite.token });
    expect(again.status).toBe(403);
    expect(again.body.error?.code).toBe('removed');
    expect((await state(guest, room.id)).body.error?.code).toBe('removed');
    // A fresh invite from the host lets them back in.
    const fresh = await host.call<Invite>('POST', ROOM_PATHS.invite(room.id));
    expect((await join(guest, { token: fresh.body.token })).status).toBe(200);
  });

  it.skipIf(skip)('finds no member to remove in the host itself or in a stranger', async () => {
    const host = await viewer();
    const { room } = await create(host);
    const self = await host.call('POST', ROOM_PATHS.remove(room.id), { memberId: room.youAre });
    expect(self.status).toBe(404);
    const stranger = await host.call('POST', ROOM_PATHS.host(room.id), {
      memberId: '00000000-0000-4000-8000-000000000000',
    });
    expect(stranger.status).toBe(404);
    expect((await state(host, room.id)).body).toMatchObject({ hostMemberId: room.youAre });
    expect((await state(host, room.id)).body.members).toHaveLength(1);
  });

  it.skipIf(skip)('hands the host role over; a guest cannot take it or command', async () => {
    const host = await viewer();
    const { room, invite } = await create(host);
    const guest = await viewer();
    const { memberId } = (await join(guest, invite)).body;
    const forged = await guest.call('POST', ROOM_PATHS.commands(room.id), {
      action: 'pause',
      position: 5,
    });
    expect(forged.status).toBe(403);
    expect(forged.body.error?.code).toBe('not-host');
    const grab = await guest.call('POST', ROOM_PATHS.host(room.id), { memberId });
    expect(grab.body.error?.code).toBe('not-host');
    const ending = await guest.call('POST', ROOM_PATHS.end(room.id));
    expect(ending.body.error?.code).toBe('not-host');
    const after = (await state(host, room.id)).body;
    expect(after.playback).toMatchObject({ playing: true, position: 120, seq: 0 });
    expect(after.hostMemberId).toBe(room.youAre);

    expect((await host.call('POST', ROOM_PATHS.host(room.id), { memberId })).status).toBe(204);
    expect((await state(host, room.id)).body.hostMemberId).toBe(memberId);
    const now = await guest.call('POST', ROOM_PATHS.commands(room.id), {
      action: 'pause',
      position: 5,
    });
    expect(now.status).toBe(202);
  });

  it.skipIf(skip)('numbers commands, applies each once and in order', async () => {
    const host = await viewer();
    const { room } = await create(host);
    const send = (action: string, position: number, seq?: number) =>
      host.call<CommandAnswer>('POST', ROOM_PATHS.commands(room.id), { action, position, seq });
    // Two at once (say, two tabs of the host): each gets its own number, none is lost.
    const [a, b] = await Promise.all([send('pause', 10), send('seek', 20)]);
    expect([a.status, b.status]).toEqual([202, 202]);
    expect([a.body.seq, b.body.seq].sort()).toEqual([1, 2]);
    const last = a.body.seq === 2 ? { position: 10 } : { position: 20 };
    expect((await state(host, room.id)).body.playback).toMatchObject({ seq: 2, ...last });
    // With the host's own numbers: a command sent again (a lost answer) or overtaken by a later
    // one is not applied.
    expect((await send('seek', 30, 7)).body.seq).toBe(3);
    const again = await send('seek', 30, 7);
    expect(again.status).toBe(202);
    expect(again.body.seq).toBe(3);
    expect((await send('seek', 25, 6)).body.seq).toBe(3);
    const play = await send('play', 30, 8);
    expect(play.body.seq).toBe(4);
    expect(play.body.at).toBeGreaterThan(Date.now() + clock.shift);
    expect((await state(host, room.id)).body.playback).toMatchObject({
      playing: true,
      position: 30,
      seq: 4,
    });
  });

  it.skipIf(skip)('holds the room while a guest buffers, and resumes when ready', async () => {
    const { host, room, guest } = await roomWithGuest();
    const report = (who: RoomViewer, buffering: boolean) =>
      who.call('POST', ROOM_PATHS.report(room.id), { position: 130, playing: true, buffering });
    expect((await report(guest, true)).status).toBe(204);
    const held = (await state(host, room.id)).body;
    expect(held.playback).toMatchObject({ playing: false, seq: 1 });
    expect(held.members.find((m) => !m.isHost)?.buffering).toBe(true);
    expect((await report(guest, false)).status).toBe(204);
    const resumed = (await state(host, room.id)).body.playback;
    expect(resumed).toMatchObject({ playing: true, seq: 2, position: held.playback.position });
  });

  it.skipIf(skip)("keeps the host's pause through a hold's release", async () => {
    const { host, room, guest } = await roomWithGuest();
    const report = (buffering: boolean) =>
      guest.call('POST', ROOM_PATHS.report(room.id), { position: 130, playing: true, buffering });
    await report(true);
    const pause = await host.call<CommandAnswer>('POST', ROOM_PATHS.commands(room.id), {
      action: 'pause',
      position: 125,
    });
    expect(pause.status).toBe(202);
    // The guest is ready: the host said pause, so the room stays paused, nothing more issued.
    await report(false);
    expect((await state(host, room.id)).body.playback).toMatchObject({
      playing: false,
      position: 125,
      seq: 2,
    });
    // Nor does the sweep resume it once the hold's 10 s have passed.
    await report(true);
    clock.shift += ROOM_LIMITS.bufferingHoldMs + 1;
    try {
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect((await state(host, room.id)).body.playback).toMatchObject({ playing: false, seq: 2 });
    } finally {
      clock.shift -= ROOM_LIMITS.bufferingHoldMs + 1;
    }
  });

  it.skipIf(skip)("resumes a hold at the host's seek, and not when a pause follows", async () => {
    const { host, room, guest } = await roomWithGuest();
    const report = (buffering: boolean) =>
      guest.call('POST', ROOM_PATHS.report(room.id), { position: 130, playing: true, buffering });
    const command = (action: 'pause' | 'seek', position: number) =>
      host.call<CommandAnswer>('POST', ROOM_PATHS.commands(room.id), { action, position });
    await report(true);
    // A seek while held: still held (the host meant to keep playing), now from the new second.
    expect((await command('seek', 300)).status).toBe(202);
    expect((await state(host, room.id)).body.playback).toMatchObject({
      playing: false,
      position: 300,
    });
    await report(false);
    expect((await state(host, room.id)).body.playback).toMatchObject({
      playing: true,
      position: 300,
      seq: 3,
    });
    // Held again; a seek then a pause: the release leaves it paused where the host put it.
    await report(true);
    await command('seek', 400);
    await command('pause', 410);
    await report(false);
    expect((await state(host, room.id)).body.playback).toMatchObject({
      playing: false,
      position: 410,
      seq: 6,
    });
  });

  it.skipIf(skip)('releases a hold after 10 s even if the guest still buffers', async () => {
    const { host, room, guest } = await roomWithGuest();
    await guest.call('POST', ROOM_PATHS.report(room.id), {
      position: 130,
      playing: true,
      buffering: true,
    });
    expect((await state(host, room.id)).body.playback.playing).toBe(false);
    clock.shift += ROOM_LIMITS.bufferingHoldMs;
    try {
      await vi.waitFor(async () => {
        expect((await state(host, room.id)).body.playback).toMatchObject({ playing: true, seq: 2 });
      });
    } finally {
      clock.shift -= ROOM_LIMITS.bufferingHoldMs;
    }
  });

  it.skipIf(skip)(
    'leaves, ends by the host, and ends on its own 10 minutes after everyone left',
    async () => {
      const host = await viewer();
      const { room, invite } = await create(host);
      const guest = await viewer();
      await join(guest, invite);
      expect((await guest.call('POST', ROOM_PATHS.leave(room.id))).status).toBe(204);
      expect((await state(host, room.id)).body.members).toHaveLength(1);
      expect((await state(guest, room.id)).status).toBe(404);
      expect((await host.call('POST', ROOM_PATHS.end(room.id))).status).toBe(204);
      const ended = await state(host, room.id);
      expect(ended.status).toBe(410);
      expect(ended.body.error?.code).toBe('room-ended');

      const idle = await create(host);
      expect((await host.call('POST', ROOM_PATHS.leave(idle.room.id))).status).toBe(204);
      clock.shift += ROOM_LIMITS.idleEndMs + 1000;
      try {
        await vi.waitFor(async () => {
          const late = await join(await viewer(), { token: idle.invite.token });
          expect(late.body.error?.code).toMatch(/room-ended|room-not-found/);
        });
      } finally {
        clock.shift -= ROOM_LIMITS.idleEndMs + 1000;
      }
    },
  );

  it.skipIf(skip)('keeps one room per member: creating another leaves the first', async () => {
    const host = await viewer();
    const first = await create(host);
    const guest = await viewer();
    await join(guest, first.invite);
    const second = await create(guest);
    expect((await state(host, first.room.id)).body.members).toHaveLength(1);
    expect(second.room.members).toHaveLength(1);
  });

  it.skipIf(skip)('shows a room to its members only', async () => {
    const host = await viewer();
    const { room } = await create(host);
    const stranger = await viewer();
    for (const [method, url, body] of [
      ['GET', ROOM_PATHS.state(room.id), undefined],
      ['GET', ROOM_PATHS.events(room.id), undefined],
      ['POST', ROOM_PATHS.commands(room.id), { action: 'pause', position: 1 }],
      ['POST', ROOM_PATHS.report(room.id), { position: 1, playing: false, buffering: true }],
      ['POST', ROOM_PATHS.reactions(room.id), { emoji: '🎉' }],
      ['POST', ROOM_PATHS.leave(room.id), undefined],
    ] as const) {
      const res = await stranger.call(method, url, body);
      expect(res.status, url).toBe(404);
      expect(res.body.error?.code).toBe('room-not-found');
    }
    // A member of room B posting to room A is a stranger there too.
    const other = await create(stranger);
    expect(other.room.id).not.toBe(room.id);
    expect((await stranger.call('POST', ROOM_PATHS.end(room.id))).status).toBe(404);
    expect((await state(host, room.id)).body.ended).toBe(false);
  });

  it.skipIf(skip)('refuses bad shapes, strangers, other sites and oversized bodies', async () => {
    const host = await viewer();
    const { room } = await create(host);
    const bad = await host.call('POST', ROOM_PATHS.commands(room.id), {
      action: 'rewind',
      position: 1,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error?.code).toBe('bad-request');
    const negative = await host.call('POST', ROOM_PATHS.rooms, { ...newRoom(), position: -1 });
    expect(negative.status).toBe(400);
    const big = await host.call('POST', ROOM_PATHS.rooms, {
      ...newRoom(),
      provider: 'x'.repeat(5000),
    });
    expect(big.status).toBe(413);
    const elsewhere = await host.call(
      'POST',
      ROOM_PATHS.commands(room.id),
      { action: 'pause', position: 1 },
      { origin: 'https://evil.example' },
    );
    expect(elsewhere.status).toBe(403);
    const anonymous = await built.app.inject({ method: 'GET', url: ROOM_PATHS.time });
    expect(anonymous.statusCode).toBe(401);
    expect((await state(host, room.id)).body.playback.seq).toBe(0);
  });

  it.skipIf(skip)('sends one of six reactions, and limits how fast', async () => {
    const host = await viewer();
    const { room } = await create(host);
    const react = (emoji: string) => host.call('POST', ROOM_PATHS.reactions(room.id), { emoji });
    expect((await react('💩')).status).toBe(400);
    const answers = [];
    for (let i = 0; i < 6; i += 1) answers.push((await react('🎉')).status);
    expect(answers.slice(0, 4)).toEqual([204, 204, 204, 204]);
    expect(answers.at(-1)).toBe(429);
  });

  it.skipIf(skip)('limits tries of codes per account', async () => {
    const guest = await viewer();
    const statuses = [];
    for (let i = 0; i < ROOM_LIMITS.joinCodeTries + 1; i += 1) {
      statuses.push((await join(guest, { code: 'ZZZZZZZZ' })).body.error?.code);
    }
    expect(statuses.slice(0, ROOM_LIMITS.joinCodeTries)).toEqual(
      Array(ROOM_LIMITS.joinCodeTries).fill('room-not-found'),
    );
    expect(statuses.at(-1)).toBe('too-many-tries');
  });

  it.skipIf(skip)('keeps a kids profile to titles for kids', async () => {
    const host = await viewer();
    const grownUps = await create(host);
    const kidsRoom = await create(await viewer(), newRoom(kidsFilm.id));
    const child = await viewer();
    // Through the browser, which keeps the profile cookie the choice sets.
    const added = await child.browser.post('POST', '/api/profiles', {
      name: 'Kids',
      kids: true,
      avatar: 'avatar:3',
    });
    expect(added.status).toBe(201);
    const kidsId = (added.body as unknown as { id: string }).id;
    expect((await child.browser.post('POST', `/api/profiles/${kidsId}/choose`, {})).status).toBe(
      200,
    );
    const refused = await child.call('POST', ROOM_PATHS.rooms, newRoom());
    expect(refused.status).toBe(403);
    expect(refused.body.error?.code).toBe('kids-not-allowed');
    expect((await join(child, grownUps.invite)).body.error?.code).toBe('kids-not-allowed');
    const joined = await join(child, kidsRoom.invite);
    expect(joined.status).toBe(200);
    expect(joined.body.room.members.at(-1)?.name).toBe('Kids');
  });
});
