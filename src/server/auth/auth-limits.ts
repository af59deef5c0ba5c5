import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { NexusTables } from '@/server/db/database';
import { clientAddressKey } from '@/server/limits/client-address';

export interface AuthLimitSettings {
  /** Auth calls (sign-in and sign-up; never sign-out) one address may make per minute; the auth
   * plugin counts them with its rate limiter. */
  callsPerMinutePerIp: number;
  /** Failed sign-ins for one email from one address in the window before that address is refused. */
  failuresPerEmail: number;
  /**
   * Failed sign-ins for one email from every address together before sign-in to it slows down:
   * far above what its owner's typos reach. Past it, every attempt from a browser that has not
   * signed in to that email before waits (see ceilingDelayMs); it is never refused outright, so
   * guesses from many addresses cannot lock the owner out everywhere.
   */
  failuresPerEmailFromAnywhere: number;
  failureWindowMs: number;
}

export const defaultAuthLimits: AuthLimitSettings = {
  callsPerMinutePerIp: 20,
  failuresPerEmail: 5,
  failuresPerEmailFromAnywhere: 50,
  failureWindowMs: 10 * 60_000,
};

export type LimitVerdict = { allowed: true } | { allowed: false; retryAfterS: number };
export type SignInGate =
  { allowed: true; tokens: string[]; delayMs: number } | { allowed: false; retryAfterS: number };

/**
 * The wait before the password check after failures from this address: none for the first two,
 * then 0.5 s doubling up to 4 s. Guessing slows down long before it is refused, while someone
 * who mistypes once or twice never notices.
 */
function failureDelayMs(failuresSoFar: number): number {
  return failuresSoFar < 2 ? 0 : Math.min(500 * 2 ** (failuresSoFar - 2), 4000);
}

/**
 * The wait, past the from-anywhere ceiling, for a browser not known to the email: 1 s for the
 * first 10 failures past it, doubling with every further 10, up to 30 s. Spraying guesses from
 * many addresses gets slower and slower, while the owner on a new device still gets in, late.
 */
function ceilingDelayMs(pastCeiling: number): number {
  return pastCeiling <= 0 ? 0 : Math.min(1000 * 2 ** Math.floor((pastCeiling - 1) / 10), 30_000);
}
export type SignInOutcome = 'failed' | 'succeeded' | 'other';

const PRUNE_EVERY_MS = 60_000;

/**
 * The sign-in failure limits, counted in the database so that several server processes share
 * them: more than 5 failed sign-ins for one email from one address within 10 minutes are
 * refused; past 50 for one email from everywhere, attempts slow down (never refused: that would
 * let anyone with a few addresses lock the owner out), except from a browser that has signed in
 * to that email before (device-cookie.ts). Both are sliding windows; Retry-After says when the
 * oldest counted failure leaves the window. (Calls per address go through @fastify/rate-limit with
 * the database store, like the chat's and the library's limits.)
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

  /**
   * Takes a failure slot for this email from this address, and one of the email's slots from
   * anywhere, for a sign-in about to be checked. Failures count per address, so somebody else's
   * wrong guesses cannot refuse the owner; the much higher count per email slows guesses spread
   * over many addresses, except from a `knownDevice` (a browser that signed in to this email
   * before). The caller waits `delayMs`, then reports the outcome with `endSignIn`: a failure
   * keeps both slots, anything else frees them.
   */
  async beginSignIn(email: string, ip: string, knownDevice = false): Promise<SignInGate> {
    const { failureWindowMs: window } = this.settings;
    await this.prune();
    const here = failureKey(email, ip);
    const before = await this.count(here, this.now() - window);
    const local = await this.reserve(here, this.settings.failuresPerEmail, window);
    if (!local.allowed) return local;
    const anywhere = await this.take(failureKey(email), window);
    const pastCeiling = anywhere.place - this.settings.failuresPerEmailFromAnywhere;
    return {
      allowed: true,
      tokens: [local.token, anywhere.token],
      delayMs: Math.max(
        failureDelayMs(before.count),
        knownDevice ? 0 : ceilingDelayMs(pastCeiling),
      ),
    };
  }

  async endSignIn(email: string, ip: string, tokens: string[], outcome: SignInOutcome) {
    if (outcome === 'failed') return;
    if (outcome === 'succeeded') {
      // The owner is in: their own address's failures are forgotten. The count from anywhere
      // stays, so a success cannot be used to reset somebody else's guessing.
      await this.db.deleteFrom('auth_attempt').where('key', '=', failureKey(email, ip)).execute();
      await this.releaseAll(tokens.slice(1));
    } else await this.releaseAll(tokens);
  }

  /** Whether this email may try to sign in from this address now (read only: for Retry-After). */
  async checkSignIn(email: string, ip: string): Promise<LimitVerdict> {
    const { failureWindowMs: window } = this.settings;
    return this.verdict(failureKey(email, ip), this.settings.failuresPerEmail, window);
  }

  /** Forgets every failure of this email (the admin command's unlock). */
  async clearFailures(email: string) {
    await this.db
      .deleteFrom('auth_attempt')
      .where((eb) =>
        eb.or([eb('key', '=', failureKey(email)), eb('key', 'like', `${failureKey(email)}|%`)]),
      )
      .execute();
  }

  private async releaseAll(tokens: string[]) {
    for (const token of tokens) await this.release(token);
  }

  /**
   * Writes the attempt, then finds its place in the window: attempts are ordered by time, ties
   * by token (in this process, in the order they were made), an order every process sees alike. Only the first `limit` places pass; the others
   * take their attempt back. So a burst of parallel attempts lets exactly `limit` through, where
   * checking before writing let every one of them through.
   */
  private async reserve(
    key: string,
    limit: number,
    windowMs: number,
  ): Promise<{ allowed: true; token: string } | { allowed: false; retryAfterS: number }> {
    const { token, at, place, oldest } = await this.take(key, windowMs);
    if (place <= limit) return { allowed: true, token };
    await this.release(token);
    return { allowed: false, retryAfterS: retryAfter(oldest ?? at, windowMs, at) };
  }

  /** Writes one attempt of `key` and answers its place among those in the window (1 = first). */
  private async take(key: string, windowMs: number) {
    const token = newToken();
    const at = this.now();
    await this.db.insertInto('auth_attempt').values({ key, at, token }).execute();
    const { count, oldest } = await this.count(key, at - windowMs, { at, token });
    return { token, at, place: count, oldest };
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
    await this.db
      .deleteFrom('auth_attempt')
      .where('at', '<', now - this.settings.failureWindowMs)
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

/** Failures of one email, from one address when given (IPv6 by its /64). */
function failureKey(email: string, ip?: string) {
  const base = `fail:${email.trim().toLowerCase()}`;
  return ip === undefined ? base : `${base}|${clientAddressKey(ip)}`;
}
