import { sql, type Kysely } from 'kysely';
import type { NexusTables } from './database';

export interface DatabaseProbeOptions {
  /** A database that has not answered `select 1` by then counts as down. */
  timeoutMs?: number;
  /** An answer is reused this long, so a burst of checks (a health probe, many sign-ins) costs one query. */
  cacheMs?: number;
  now?: () => number;
}

/**
 * Whether the database answers right now. Used to tell "no session" from "the database is down"
 * (the auth library reports both as no user) and to keep /healthz honest: a server whose
 * database does not answer is not ready for traffic.
 */
export function databaseProbe(
  db: Kysely<NexusTables>,
  { timeoutMs = 2000, cacheMs = 1000, now = Date.now }: DatabaseProbeOptions = {},
): () => Promise<boolean> {
  let last: { at: number; up: boolean } | undefined;
  let inFlight: Promise<boolean> | undefined;

  const check = async () => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), timeoutMs);
    });
    try {
      return await Promise.race([sql`select 1`.execute(db).then(() => true), late]);
    } catch {
      return false;
    } finally {
      clearTimeout(timer);
    }
  };

  return () => {
    if (last && now() - last.at < cacheMs) return Promise.resolve(last.up);
    inFlight ??= check().then((up) => {
      last = { at: now(), up };
      inFlight = undefined;
      return up;
    });
    return inFlight;
  };
}
