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

const CALL_WINDOW_MS = 60_000;
const PRUNE_EVERY_MS = 60_000;

/**
 * The two limits of issue 3, counted in the database so that several server processes share
 * them: more than N auth calls per minute from one IP, and more than 5 failed sign-ins for one
 * email within 10 minutes. Both are sliding windows; Retry-After says when the oldest counted
 * event leaves the window.
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
    const key = `ip:${ip}`;
    const verdict = await this.verdict(key, this.settings.callsPerMinutePerIp, CALL_WINDOW_MS);
    if (verdict.allowed)
      await this.db.insertInto('auth_attempt').values({ key, at: this.now() }).execute();
    await this.prune();
    return verdict;
  }

  /** Whether this email may try to sign in now. */
  checkSignIn(email: string): Promise<LimitVerdict> {
    return this.verdict(
      failureKey(email),
      this.settings.failuresPerEmail,
      this.settings.failureWindowMs,
    );
  }

  async recordFailure(email: string) {
    await this.db
      .insertInto('auth_attempt')
      .values({ key: failureKey(email), at: this.now() })
      .execute();
  }

  async clearFailures(email: string) {
    await this.db.deleteFrom('auth_attempt').where('key', '=', failureKey(email)).execute();
  }

  private async verdict(key: string, limit: number, windowMs: number): Promise<LimitVerdict> {
    const now = this.now();
    const row = await this.db
      .selectFrom('auth_attempt')
      .select((eb) => [eb.fn.countAll().as('count'), eb.fn.min('at').as('oldest')])
      .where('key', '=', key)
      .where('at', '>', now - windowMs)
      .executeTakeFirst();
    const count = Number(row?.count ?? 0);
    if (count < limit) return { allowed: true };
    const oldest = Number(row?.oldest ?? now);
    return {
      allowed: false,
      retryAfterS: Math.max(1, Math.ceil((oldest + windowMs - now) / 1000)),
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

function failureKey(email: string) {
  return `fail:${email.trim().toLowerCase()}`;
}
