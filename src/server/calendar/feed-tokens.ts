import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { NexusTables } from '@/server/db/database';

/**
 * The feed's secret (decision 0032): 32 random bytes, base64url (43 characters), in the URL a
 * calendar app polls. Only its SHA-256 is stored, so a copy of the database opens no feed; a
 * fast hash is enough for 256 random bits (nothing to guess), and it lets any server of a
 * cluster find the feed by one indexed lookup.
 */
const TOKEN_BYTES = 32;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The token's shape, checked before any lookup: anything else is the same 404. */
const wellFormedToken = (token: string) => TOKEN_SHAPE.test(token);

export interface FeedOwner {
  libraryId: string;
  userId: string;
}

export interface FeedRow extends FeedOwner {
  created: number;
  /** The profile's interface language (migration 0014), null when none was chosen. */
  language: string | null;
  /** A kids profile's feed lists only series the kids rule shows. */
  kids: boolean;
}

/** better-auth's user table, as far as a feed asks: `npm run users -- disable` sets the flag. */
interface AccountTables {
  user: { id: string; disabled: boolean | number | null };
}

/** A disabled account's feeds open nothing, as its sessions do (create-auth.ts). */
async function accountDisabled(db: Kysely<NexusTables>, userId: string) {
  const row = await (db as unknown as Kysely<AccountTables>)
    .selectFrom('user')
    .select('disabled')
    .where('id', '=', userId)
    .executeTakeFirst();
  return !row || Boolean(row.disabled);
}

export function feedStore(db: Kysely<NexusTables>) {
  return {
    async status(owner: FeedOwner) {
      const row = await db
        .selectFrom('calendar_feed')
        .select('created')
        .where('library_id', '=', owner.libraryId)
        .where('user_id', '=', owner.userId)
        .executeTakeFirst();
      return row ? { created: Number(row.created) } : null;
    },

    /** Makes the feed, or gives it a new token: the old one stops at once (one row per profile). */
    async replace(owner: FeedOwner, now: number) {
      const token = randomBytes(TOKEN_BYTES).toString('base64url');
      const values = {
        library_id: owner.libraryId,
        user_id: owner.userId,
        token_hash: hashToken(token),
        created: now,
      };
      await db
        .insertInto('calendar_feed')
        .values(values)
        .onConflict((c) =>
          c.column('library_id').doUpdateSet({ token_hash: values.token_hash, created: now }),
        )
        .execute();
      return { token, created: now };
    },

    async remove(owner: FeedOwner) {
      await db
        .deleteFrom('calendar_feed')
        .where('library_id', '=', owner.libraryId)
        .where('user_id', '=', owner.userId)
        .execute();
    },

    /**
     * The feed a token opens, or null. Its profile must still be the account's, and the
     * account neither gone nor disabled.
     */
    async byToken(token: string): Promise<FeedRow | null> {
      if (!wellFormedToken(token)) return null;
      const row = await db
        .selectFrom('calendar_feed')
        .innerJoin('profile', (join) =>
          join
            .onRef('profile.library_id', '=', 'calendar_feed.library_id')
            .onRef('profile.user_id', '=', 'calendar_feed.user_id'),
        )
        .select([
          'calendar_feed.library_id as libraryId',
          'calendar_feed.user_id as userId',
          'calendar_feed.created as created',
          'profile.language as language',
          'profile.kids as kids',
        ])
        .where('calendar_feed.token_hash', '=', hashToken(token))
        .executeTakeFirst();
      if (!row || (await accountDisabled(db, row.userId))) return null;
      return {
        ...row,
        created: Number(row.created),
        language: row.language ?? null,
        kids: Boolean(Number(row.kids)),
      };
    },
  };
}
export type FeedStore = ReturnType<typeof feedStore>;
