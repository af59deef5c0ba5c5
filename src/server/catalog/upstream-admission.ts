import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '@/server/http/errors';
import { clientAddressKey } from '@/server/limits/client-address';
import type { WindowCounter } from '@/server/limits/database-rate-limit-store';

/**
 * Who may make the catalogue call TMDB. Cached answers are free for everyone; a request that
 * would reach TMDB (nothing usable in the cache) counts against its client (the signed-in user,
 * else the visitor at that address) and against its address (IPv6 by /64) whoever is signed in,
 * with a larger allowance that people sharing it divide: new accounts from one address gain
 * nothing once it is spent. Past either it is answered 429, so nobody can spend the operator's
 * TMDB quota by asking for everything (docs/decisions/0016-catalogue-upstream-limit.md).
 */
export interface UpstreamAdmission {
  /** Counts one upstream call for this request's client; throws 429 past the allowance. */
  admit(request: FastifyRequest): Promise<void>;
}

interface Window {
  start: number;
  count: number;
}

const WINDOW_MS = 60_000;
/** Clients remembered at once; older windows are dropped first (they have expired anyway). */
const MAX_CLIENTS = 50_000;

export function createUpstreamAdmission(options: {
  perMinute: number;
  /** The allowance of one address, for everyone at it together. */
  perAddressPerMinute: number;
  userOf: (request: FastifyRequest) => Promise<string | null>;
  /**
   * Counts in the database when there is one that answers, so that a client gets its allowance
   * once for the whole cluster, not once per server; read at each call (the auth plugin starts
   * after the catalogue). Memory counts otherwise, and while the database does not answer.
   */
  sharedCounter?: () => Promise<WindowCounter | null>;
  now?: () => number;
}): UpstreamAdmission {
  const now = options.now ?? Date.now;
  const windows = new Map<string, Window>();

  /** This call's place in its client's window: the count with it, and the seconds left. */
  const countInMemory = (key: string, limit: number) => {
    const at = now();
    let window = windows.get(key);
    if (!window || at - window.start >= WINDOW_MS) {
      windows.delete(key);
      if (windows.size >= MAX_CLIENTS) windows.delete(windows.keys().next().value!);
      window = { start: at, count: 0 };
      windows.set(key, window);
    }
    if (window.count < limit) window.count += 1;
    else return { over: true, waitMs: window.start + WINDOW_MS - at };
    return { over: false, waitMs: 0 };
  };

  const count = async (key: string, limit: number) => {
    const counter = await options.sharedCounter?.().catch(() => null);
    if (counter) {
      try {
        const { current, ttl } = await counter(`catalog-upstream:${key}`, WINDOW_MS);
        return { over: current > limit, waitMs: ttl };
      } catch {
        // The database went away between the check and the count: memory decides this once.
      }
    }
    return countInMemory(key, limit);
  };

  return {
    async admit(request) {
      // Counting by address when the session cannot be read (the accounts database is down):
      // the catalogue keeps answering without it.
      const user = await options.userOf(request).catch(() => null);
      const address = clientAddressKey(request.ip);
      // The client's own allowance first: a client past it does not eat into its address's.
      const checks: Array<[key: string, limit: number]> = [
        [user ? `user:${user}` : `address:${address}`, options.perMinute],
        [`all-at:${address}`, options.perAddressPerMinute],
      ];
      for (const [key, limit] of checks) {
        const { over, waitMs } = await count(key, limit);
        if (!over) continue;
        const wait = Math.max(1, Math.ceil(waitMs / 1000));
        throw new HttpError(
          429,
          'too-many-requests',
          `Too many new catalogue requests. Please wait ${wait} seconds and try again.`,
          { 'retry-after': String(wait) },
        );
      }
    },
  };
}

const current = new AsyncLocalStorage<() => Promise<void>>();

/** Runs a catalogue route's handler with its request's admission in reach of the cache. */
export function withUpstreamAdmission<T>(
  admission: UpstreamAdmission,
  request: FastifyRequest,
  handler: () => T,
): T {
  return current.run(() => admission.admit(request), handler);
}

/** Called by the cache before it asks the source; outside a catalogue request it admits all. */
export async function admitUpstream(): Promise<void> {
  await current.getStore()?.();
}
