import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { NexusTables } from '@/server/db/database';

export interface AuthLimitSettings {
  /** Auth calls (sign-in, sign-up, sign-out) one IP may make per minute. */
  callsPerMinutePerIp: number;
  /** Failed sign-ins one email may have in the window before sign-in is refused. */
  failuresPerEmail: number;
  failureWindowMs: number;
}

export const defaultAuthLimits: AuthLimitSettings = {
  callsPerMinutePerIp: 20,
  failuresPerEmail: 5,
  failureWindowMs: 10 * 60_000,
};

export type LimitVerdict = { allowed: true } | { allowed: false; retryAfterS: number };
export type SignInGate = { allowed: true; token: string } | { allowed: false; retryAfterS: number };
export type SignInOutcome = 'failed' | 'succeeded' | 'other';

const CALL_WINDOW_MS = 60_000;
const PRUNE_EVERY_MS = 60_000;

/**
 * The two limits of issue 3, counted in the database so that several server processes share
 * them: more than N auth calls per minute from one IP, and more than 5 failed sign-ins for one
 * email within 10 minutes. Both are sliding windows; Retry-After says when the oldest counted
 * event leaves the window.
 *
 * Every attempt is written BEFORE it is counted ("reserve, then check"). Checking first and
 * writing after the password check let a burst of parallel guesses all pass the check before
 * any failure was written: 20 concurrent wrong passwords were 20 guesses, not 5.
 */
export class AuthLimits {
  private lastPrune = 0;

  constructor(
    private readonly db: Kysely<NexusTables>,
    private readonly settings: AuthLimitSettings = defaultAuthLimits,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one auth call from this IP, unless the IP is already over its limit. */
  async takeCall(ip: string): Promise<LimitVerdict> {
    const verdict = await this.reserve(
      `ip:${ip}`,
      this.settings.callsPerMinutePerIp,
      CALL_WINDOW_MS,
    );
    await this.prune();
    return verdict.allowed ? { allowed: true } : verdict;
  }

  /**
   * Takes one of the email's failure slots for a sign-in about to be checked. The caller must
   * report the outcome with `endSignIn`: a failure keeps the slot, anything else frees it.
   */
  beginSignIn(email: string): Promise<SignInGate> {
    return this.reserve(
      failureKey(email),
      this.settings.failuresPerEmail,
      this.settings.failureWindowMs,
    );
  }

  async endSignIn(email: string, token: string, outcome: SignInOutcome) {
    if (outcome === 'failed') return;
    if (outcome === 'succeeded') await this.clearFailures(email);
    else await this.release(token);
  }

  /** Whether this email may try to sign in now (read only: for Retry-After). */
  checkSignIn(email: string): Promise<LimitVerdict> {
    return this.verdict(
      failureKey(email),
      this.settings.failuresPerEmail,
      this.settings.failureWindowMs,
    );
  }

  async clearFailures(email: string) {
    await this.db.deleteFrom('auth_attempt').where('key', '=', failureKey(email)).execute();
  }

  /**
   * Writes the attempt, then finds its place in the window: attempts are ordered by time, ties
   * by token (in this process, in the order they were made), an order every process sees alike. Only the first `limit` places pass; the others
   * take their attempt back. So a burst of parallel attempts lets exactly `limit` through, where
   * checking before writing let every one of them through.
   */
  private async reserve(key: string, limit: number, windowMs: number): Promise<SignInGate> {
    const token = newToken();
    const at = this.now();
    await this.db.insertInto('auth_attempt').values({ key, at, token }).execute();
    const place = await this.count(key, at - windowMs, { at, token });
    if (place.count <= limit) return { allowed: true, token };
    await this.release(token);
    return { allowed: false, retryAfterS: retryAfter(place.oldest ?? at, windowMs, at) };
  }

  private async release(token: string) {
    await this.db.deleteFrom('auth_attempt').where('token', '=', token).execute();
  }

  /** Allowed while fewer than `limit` events are in the window. */
  private async verdict(key: string, limit: number, windowMs: number): Promise<LimitVerdict> {
    const now = this.now();
    const { count, oldest } = await this.count(key, now - windowMs);
    if (count < limit) return { allowed: true };
    return { allowed: false, retryAfterS: retryAfter(oldest ?? now, windowMs, now) };
  }

  /** Events of `key` after `since`; with `upTo`, only those placed before or at that one. */
  private async count(key: string, since: number, upTo?: { at: number; token: string }) {
    let query = this.db
      .selectFrom('auth_attempt')
      .select((eb) => [eb.fn.countAll().as('count'), eb.fn.min('at').as('oldest')])
      .where('key', '=', key)
      .where('at', '>', since);
    if (upTo) {
      query = query.where((eb) =>
        eb.or([
          eb('at', '<', upTo.at),
          eb.and([eb('at', '=', upTo.at), eb('token', '<=', upTo.token)]),
        ]),
      );
    }
    const row = await query.executeTakeFirst();
    const oldest = row?.oldest;
    return {
      count: Number(row?.count ?? 0),
      oldest: oldest === null || oldest === undefined ? undefined : Number(oldest),
    };
  }

  /** Old rows are useless once they leave the longest window; drop them now and then. */
  private async prune() {
    const now = this.now();
    if (now - this.lastPrune < PRUNE_EVERY_MS) return;
    this.lastPrune = now;
    const longest = Math.max(CALL_WINDOW_MS, this.settings.failureWindowMs);
    await this.db
      .deleteFrom('auth_attempt')
      .where('at', '<', now - longest)
      .execute();
  }
}

let sequence = 0;
/** Unique, and increasing within this process, so that ties in time keep their order. */
function newToken() {
  sequence += 1;
  return `${String(sequence).padStart(12, '0')}-${randomUUID()}`;
}

/** Seconds until the oldest counted event leaves the window; at least 1. */
function retryAfter(oldest: number, windowMs: number, now: number) {
  return Math.max(1, Math.ceil((oldest + windowMs - now) / 1000));
}

function failureKey(email: string) {
  return `fail:${email.trim().toLowerCase()}`;
}
