import type { ServerResponse } from 'node:http';

export interface LiveStreamSettings {
  /**
   * A comment line this often keeps proxies and browsers from closing an idle stream, and at
   * each one every stream's session is checked again: a session ended outside the app (an
   * account disabled with `npm run users`) loses its streams within one beat and a query.
   */
  heartbeatMs: number;
  /** Streams one user may hold open in this process (tabs, devices); more get 429. */
  maxPerUser: number;
  /** Streams one client address (an IPv6 /64) may hold open in this process. */
  maxPerAddress: number;
  /** Streams this process holds open in all: each costs a socket and some memory. */
  maxTotal: number;
  /**
   * A stream is ended after this long; the browser reconnects on its own, and the session is
   * checked again.
   */
  maxAgeMs: number;
}

export const defaultLiveStreamSettings: LiveStreamSettings = {
  heartbeatMs: 15_000,
  maxPerUser: 16,
  maxPerAddress: 32,
  maxTotal: 5_000,
  maxAgeMs: 30 * 60_000,
};

/** Which cap refused a stream. */
export type StreamCap = 'user' | 'address' | 'server';

export interface StreamSessionCheck {
  /** Which of these session ids are still signed in. */
  liveSessions: (sessionIds: string[]) => Promise<Set<string>>;
  /** A check that could not be made (database down): the streams stay, the next beat asks again. */
  onCheckFailed: (error: unknown) => void;
}

/** A place taken for a stream being opened: opened with its response, or given back. */
export interface StreamPlace {
  open(res: ServerResponse, onClose: () => void): void;
  cancel(): void;
}

interface LiveStream {
  userId: string;
  address: string;
  sessionId: string;
  res: ServerResponse;
  openedAt: number;
  onClose: () => void;
}

/** Tells the browser why its stream ends: the page then finds its session gone (401). */
const SESSION_ENDED_EVENT = 'event: session-ended\ndata: {}\n\n';

/**
 * The open live streams of this process: one timer beats for all of them (a timer per stream
 * would cost memory for a thousand idle connections), and shutting down ends them all, since an
 * open stream would otherwise keep the server from closing.
 */
export function liveStreams(
  settings: LiveStreamSettings = defaultLiveStreamSettings,
  now: () => number = Date.now,
  sessions?: StreamSessionCheck,
) {
  const open = new Set<LiveStream>();
  // Places are counted from the moment they are taken, before the stream opens: parallel opens
  // then cannot all pass a cap while each waits for the database.
  const perUser = new Map<string, number>();
  const perAddress = new Map<string, number>();
  let taken = 0;
  let timer: NodeJS.Timeout | undefined;
  let beatCheck: Promise<void> | undefined;

  const count = (map: Map<string, number>, key: string, delta: number) => {
    const next = (map.get(key) ?? 0) + delta;
    if (next > 0) map.set(key, next);
    else map.delete(key);
  };
  const release = (userId: string, address: string) => {
    count(perUser, userId, -1);
    count(perAddress, address, -1);
    taken -= 1;
  };

  const end = (stream: LiveStream, sessionEnded = false) => {
    if (!open.delete(stream)) return;
    release(stream.userId, stream.address);
    stream.onClose();
    if (!stream.res.writableEnded) {
      if (sessionEnded) stream.res.write(SESSION_ENDED_EVENT);
      stream.res.end();
    }
    if (open.size === 0 && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  };

  /** Ends those of `streams` whose session is gone. */
  const recheck = async (streams: LiveStream[]) => {
    if (!sessions || streams.length === 0) return;
    let live: Set<string>;
    try {
      live = await sessions.liveSessions(streams.map((stream) => stream.sessionId));
    } catch (error) {
      sessions.onCheckFailed(error);
      return;
    }
    for (const stream of streams) if (!live.has(stream.sessionId)) end(stream, true);
  };

  const beat = () => {
    const time = now();
    for (const stream of open) {
      if (time - stream.openedAt >= settings.maxAgeMs) end(stream);
      else stream.res.write(': heartbeat\n\n');
    }
    // One check at a time: a slow database is not asked again before it has answered.
    beatCheck ??= recheck([...open]).finally(() => (beatCheck = undefined));
  };

  return {
    /**
     * Takes a place for a new stream of this user from this address, or names the cap that is
     * full. The place must be opened or cancelled.
     */
    reserve(userId: string, address: string, sessionId: string): StreamPlace | StreamCap {
      if (taken >= settings.maxTotal) return 'server';
      if ((perAddress.get(address) ?? 0) >= settings.maxPerAddress) return 'address';
      if ((perUser.get(userId) ?? 0) >= settings.maxPerUser) return 'user';
      count(perUser, userId, 1);
      count(perAddress, address, 1);
      taken += 1;
      let settled = false;
      return {
        open(res, onClose) {
          if (settled) return;
          settled = true;
          const stream: LiveStream = { userId, address, sessionId, res, openedAt: now(), onClose };
          open.add(stream);
          res.on('close', () => end(stream));
          if (!timer) {
            timer = setInterval(beat, settings.heartbeatMs);
            timer.unref();
          }
        },
        cancel() {
          if (settled) return;
          settled = true;
          release(userId, address);
        },
      };
    },

    /**
     * Sessions of this user ended through the app (a notice on the change bus): their streams
     * check theirs now rather than at the next beat.
     */
    sessionsEnded(userId: string): Promise<void> {
      return recheck([...open].filter((stream) => stream.userId === userId));
    },

    get size() {
      return open.size;
    },

    /**
     * Ends every stream, first telling each browser to come back soon (the SSE `retry:` field):
     * spread over a second, so that a restarting server's clients do not all reconnect at once.
     */
    closeAll(retryHint = false) {
      for (const stream of [...open]) {
        if (retryHint && !stream.res.writableEnded) {
          stream.res.write(`retry: ${250 + Math.floor(Math.random() * 1000)}\n\n`);
        }
        end(stream);
      }
    },
  };
}

export type LiveStreams = ReturnType<typeof liveStreams>;
