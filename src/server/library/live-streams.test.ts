import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { liveStreams, type LiveStreamSettings, type StreamPlace } from './live-streams';

const settings = (extra: Partial<LiveStreamSettings> = {}): LiveStreamSettings => ({
  heartbeatMs: 25_000,
  maxPerUser: 2,
  maxPerAddress: 100,
  maxTotal: 1000,
  maxAgeMs: 60_000,
  ...extra,
});

type Streams = ReturnType<typeof liveStreams>;

/** Opens a stream for `userId` (address and session made up unless given), or fails the test. */
function openFor(
  streams: Streams,
  userId: string,
  res: ReturnType<typeof fakeResponse>,
  onClose: () => void = () => {},
  where: { address?: string; session?: string } = {},
) {
  const place = streams.reserve(
    userId,
    where.address ?? `10.0.0.${userId.length}`,
    where.session ?? `s-${userId}`,
  );
  if (typeof place === 'string') throw new Error(`refused: ${place}`);
  place.open(res as unknown as ServerResponse, onClose);
}

/** Just enough of a response for the registry: writes are recorded, end closes it. */
function fakeResponse() {
  const res = Object.assign(new EventEmitter(), {
    written: [] as string[],
    writableEnded: false,
    write(chunk: string) {
      res.written.push(chunk);
      return true;
    },
    end() {
      res.writableEnded = true;
      res.emit('close');
    },
  });
  return res;
}

describe('the open live streams', () => {
  afterEach(() => vi.useRealTimers());

  it('beat every 25 s with a comment, and end a stream after its maximum age', () => {
    vi.useFakeTimers();
    const streams = liveStreams(settings(), Date.now);
    const res = fakeResponse();
    const onClose = vi.fn();
    openFor(streams, 'ada', res, onClose);
    vi.advanceTimersByTime(25_000);
    expect(res.written).toEqual([': heartbeat\n\n']);
    vi.advanceTimersByTime(25_000);
    expect(res.written).toHaveLength(2);
    // Past its age the stream ends: the browser reconnects, and the session is checked again.
    vi.advanceTimersByTime(25_000);
    expect(res.writableEnded).toBe(true);
    expect(onClose).toHaveBeenCalledOnce();
    expect(streams.size).toBe(0);
  });

  it('count streams per user, and forget one the client closed', () => {
    const streams = liveStreams(settings());
    const [a, b] = [fakeResponse(), fakeResponse()];
    openFor(streams, 'ada', a);
    openFor(streams, 'ada', b);
    expect(streams.reserve('ada', '10.9.9.9', 's')).toBe('user');
    const bob = streams.reserve('bob', '10.9.9.9', 's');
    expect(typeof bob).toBe('object');
    (bob as StreamPlace).cancel();
    a.emit('close');
    const again = streams.reserve('ada', '10.9.9.9', 's');
    expect(typeof again).toBe('object');
    (again as StreamPlace).cancel();
    streams.closeAll();
    expect(b.writableEnded).toBe(true);
    expect(b.written).toEqual([]);
    expect(streams.size).toBe(0);
  });

  it('on shutdown tell each browser to come back within about a second, spread out', () => {
    const streams = liveStreams(settings({ maxPerUser: 50 }));
    const open = Array.from({ length: 20 }, () => fakeResponse());
    for (const res of open) openFor(streams, 'ada', res);
    streams.closeAll(true);
    const hints = open.map((res) => {
      expect(res.writableEnded).toBe(true);
      const [line] = res.written;
      expect(line).toMatch(/^retry: \d+\n\n$/);
      return Number(/\d+/.exec(line!)![0]);
    });
    for (const ms of hints) expect(ms).toBeGreaterThanOrEqual(250);
    for (const ms of hints) expect(ms).toBeLessThan(1250);
    expect(new Set(hints).size).toBeGreaterThan(1);
  });

  it('hold a place from the moment it is taken: parallel opens cannot pass a cap', () => {
    const streams = liveStreams(settings({ maxPerUser: 3, maxPerAddress: 4, maxTotal: 5 }));
    // Three places taken before any stream has opened (each open waits for the database).
    const places = [1, 2, 3].map(() => streams.reserve('ada', '10.0.0.1', 's'));
    expect(places.every((place) => typeof place === 'object')).toBe(true);
    expect(streams.reserve('ada', '10.0.0.2', 's')).toBe('user');
    // The address: a fourth user of it gets one more, then none.
    const bob = streams.reserve('bob', '10.0.0.1', 's');
    expect(typeof bob).toBe('object');
    expect(streams.reserve('cyd', '10.0.0.1', 's')).toBe('address');
    // The server: one more from elsewhere, then none at all.
    expect(typeof streams.reserve('dee', '10.0.0.9', 's')).toBe('object');
    expect(streams.reserve('eve', '10.0.0.8', 's')).toBe('server');
    // A place given back (the client left before its stream opened) is free again, once.
    (places[0] as StreamPlace).cancel();
    (places[0] as StreamPlace).cancel();
    expect(typeof streams.reserve('eve', '10.0.0.8', 's')).toBe('object');
    expect(streams.reserve('fay', '10.0.0.7', 's')).toBe('server');
  });

  it("check every stream's session at each heartbeat and end those signed out", async () => {
    vi.useFakeTimers();
    const live = new Set(['s-ada', 's-bob']);
    const asked: string[][] = [];
    const streams = liveStreams(settings({ heartbeatMs: 15_000, maxAgeMs: 3_600_000 }), Date.now, {
      liveSessions: async (ids) => {
        asked.push(ids);
        return new Set(ids.filter((id) => live.has(id)));
      },
      onCheckFailed: () => {},
    });
    const [ada, bob] = [fakeResponse(), fakeResponse()];
    openFor(streams, 'ada', ada, () => {}, { session: 's-ada' });
    openFor(streams, 'bob', bob, () => {}, { session: 's-bob' });
    // Bob's account is disabled outside the app: his session row is gone, nobody is told.
    live.delete('s-bob');
    await vi.advanceTimersByTimeAsync(14_999);
    expect(bob.writableEnded).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(asked).toEqual([['s-ada', 's-bob']]);
    expect(bob.writableEnded).toBe(true);
    expect(bob.written.at(-1)).toBe('event: session-ended\ndata: {}\n\n');
    expect(ada.writableEnded).toBe(false);
    expect(streams.size).toBe(1);
  });

  it('keep the streams when their sessions cannot be checked, and ask again at the next beat', async () => {
    vi.useFakeTimers();
    let down = true;
    const failed = vi.fn();
    const streams = liveStreams(settings({ heartbeatMs: 15_000, maxAgeMs: 3_600_000 }), Date.now, {
      liveSessions: async () => {
        if (down) throw new Error('the database is down');
        return new Set<string>();
      },
      onCheckFailed: failed,
    });
    const res = fakeResponse();
    openFor(streams, 'ada', res);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(failed).toHaveBeenCalledOnce();
    expect(res.writableEnded).toBe(false);
    down = false;
    await vi.advanceTimersByTimeAsync(15_000);
    expect(res.writableEnded).toBe(true);
  });

  it("on a 'sessions ended' notice check only that user's streams, at once", async () => {
    const asked: string[][] = [];
    const streams = liveStreams(settings({ maxPerUser: 5 }), Date.now, {
      liveSessions: async (ids) => {
        asked.push(ids);
        return new Set(['s-laptop']);
      },
      onCheckFailed: () => {},
    });
    const [laptop, phone, bob] = [fakeResponse(), fakeResponse(), fakeResponse()];
    openFor(streams, 'ada', laptop, () => {}, { session: 's-laptop' });
    openFor(streams, 'ada', phone, () => {}, { session: 's-phone' });
    openFor(streams, 'bob', bob, () => {}, { session: 's-bob' });
    await streams.sessionsEnded('ada');
    expect(asked).toEqual([['s-laptop', 's-phone']]);
    expect(phone.writableEnded).toBe(true);
    expect(phone.written).toEqual(['event: session-ended\ndata: {}\n\n']);
    expect(laptop.writableEnded).toBe(false);
    expect(bob.writableEnded).toBe(false);
  });
});
