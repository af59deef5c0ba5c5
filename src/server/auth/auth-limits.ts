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
   * Failed sign-ins for one email from every address together before sign-in to it is refused:
   * far above what its owner's typos reach, low enough that spraying guesses from many addresses
   * is stopped.
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
export type SignInOutcome = 'failed' | 'succeeded' | 'other';

const PRUNE_EVERY_MS = 60_000;

/**
 * The sign-in failure limits, counted in the database so that several server processes share
 * them: more than 5 failed sign-ins for one email from one address within 10 minutes; more than
 * 50 for one email from everywhere. Both are sliding windows; Retry-After says when the oldest
 * counted failure leaves the window. (Calls per address go through @fastify/rate-limit with
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
   * wrong guesses cannot lock the owner out; the much higher count per email still stops guesses
   * spread over many addresses. The caller waits `delayMs`, then reports the outcome with
   * `endSignIn`: a failure keeps both slots, anything else frees them.
   */
  async beginSignIn(email: string, ip: string): Promise<SignInGate> {
    const { failureWindowMs: window } = this.settings;
    await this.prune();
    const here = failureKey(email, ip);
    const before = await this.count(here, this.now() - window);
    const local = await this.reserve(here, this.settings.failuresPerEmail, window);
    if (!local.allowed) return local;
    const anywhere = await this.reserve(
      failureKey(email),
      this.settings.failuresPerEmailFromAnywhere,
      window,
    );
    if (!anywhere.allowed) {
      await this.release(local.token);
      return anywhere;
    }
    return {
      allowed: true,
      tokens: [local.token, anywhere.token],
      delayMs: failureDelayMs(before.count),
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
    const local = await this.verdict(failureKey(email, ip), this.settings.failuresPerEmail, window);
    if (!local.allowed) return local;
    return this.verdict(failureKey(email), this.settings.failuresPerEmailFromAnywhere, window);
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
