import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { liveStreams } from './live-streams';

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
    const streams = liveStreams({ heartbeatMs: 25_000, maxPerUser: 2, maxAgeMs: 60_000 }, Date.now);
    const res = fakeResponse();
    const onClose = vi.fn();
    streams.add('ada', res as unknown as ServerResponse, onClose);
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
    const streams = liveStreams({ heartbeatMs: 25_000, maxPerUser: 2, maxAgeMs: 60_000 });
    const [a, b] = [fakeResponse(), fakeResponse()];
    streams.add('ada', a as unknown as ServerResponse, () => {});
    streams.add('ada', b as unknown as ServerResponse, () => {});
    expect(streams.hasRoom('ada')).toBe(false);
    expect(streams.hasRoom('bob')).toBe(true);
    a.emit('close');
    expect(streams.hasRoom('ada')).toBe(true);
    streams.closeAll();
    expect(b.writableEnded).toBe(true);
    expect(b.written).toEqual([]);
    expect(streams.size).toBe(0);
  });

  it('on shutdown tell each browser to come back within about a second, spread out', () => {
    const streams = liveStreams({ heartbeatMs: 25_000, maxPerUser: 50, maxAgeMs: 60_000 });
    const open = Array.from({ length: 20 }, () => fakeResponse());
    for (const res of open) streams.add('ada', res as unknown as ServerResponse, () => {});
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
});
