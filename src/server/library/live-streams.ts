import type { ServerResponse } from 'node:http';

export interface LiveStreamSettings {
  /** A comment line this often keeps proxies and browsers from closing an idle stream. */
  heartbeatMs: number;
  /** Streams one user may hold open in this process (tabs, devices); more get 429. */
  maxPerUser: number;
  /**
   * A stream is ended after this long; the browser reconnects on its own, and the session is
   * checked again, so a signed-out or revoked device stops hearing notices.
   */
  maxAgeMs: number;
}

export const defaultLiveStreamSettings: LiveStreamSettings = {
  heartbeatMs: 25_000,
  maxPerUser: 16,
  maxAgeMs: 30 * 60_000,
};

interface LiveStream {
  userId: string;
  res: ServerResponse;
  openedAt: number;
  onClose: () => void;
}

/**
 * The open live streams of this process: one timer beats for all of them (a timer per stream
 * would cost memory for a thousand idle connections), and shutting down ends them all, since an
 * open stream would otherwise keep the server from closing.
 */
export function liveStreams(
  settings: LiveStreamSettings = defaultLiveStreamSettings,
  now: () => number = Date.now,
) {
  const open = new Set<LiveStream>();
  const perUser = new Map<string, number>();
  let timer: NodeJS.Timeout | undefined;

  const end = (stream: LiveStream) => {
    if (!open.delete(stream)) return;
    const left = (perUser.get(stream.userId) ?? 1) - 1;
    if (left > 0) perUser.set(stream.userId, left);
    else perUser.delete(stream.userId);
    stream.onClose();
    if (!stream.res.writableEnded) stream.res.end();
    if (open.size === 0 && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  };

  const beat = () => {
    const time = now();
    for (const stream of open) {
      if (time - stream.openedAt >= settings.maxAgeMs) end(stream);
      else stream.res.write(': heartbeat\n\n');
    }
  };

  return {
    /** Whether this user may open another stream. */
    hasRoom: (userId: string) => (perUser.get(userId) ?? 0) < settings.maxPerUser,

    /** Keeps `res` as an open stream until the client leaves or the server ends it. */
    add(userId: string, res: ServerResponse, onClose: () => void) {
      const stream: LiveStream = { userId, res, openedAt: now(), onClose };
      open.add(stream);
      perUser.set(userId, (perUser.get(userId) ?? 0) + 1);
      res.on('close', () => end(stream));
      if (!timer) {
        timer = setInterval(beat, settings.heartbeatMs);
        timer.unref();
      }
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
