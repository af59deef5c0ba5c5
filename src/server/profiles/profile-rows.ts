import { randomBytes } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { NexusTables } from '@/server/db/database';
import { validLanguage } from '@/shared/i18n/languages';
import type { Profile } from '@/shared/profiles/profile-api';

export type ProfileRow = Selectable<NexusTables['profile']>;

/** How names compare: 'Kids', ' kids ' and 'KIDS' are one name. */
export const nameKeyOf = (name: string) => name.trim().toLowerCase().normalize('NFC');

/** The first profile's avatar: the first of the generated ones. */
const FIRST_AVATAR = 'avatar:0';

export const newProfileId = () => `pf_${randomBytes(16).toString('base64url')}`;

/** What the profiles list says of a row: never its PIN, its counters or its library's id. */
export function publicProfile(row: ProfileRow): Profile {
  const language = validLanguage(row.language);
  return {
    id: row.id,
    name: row.name,
    avatar: row.avatar,
    kids: Boolean(row.kids),
    locked: row.pin_hash !== null,
    first: Boolean(row.first),
    // Only when one was chosen: a profile without one leaves the page's language as it is.
    ...(language ? { language } : {}),
  };
}

/** The account's profiles, first one first, then in the order they were added. */
export async function profilesOf(db: Kysely<NexusTables>, userId: string): Promise<ProfileRow[]> {
  const rows = await db.selectFrom('profile').selectAll().where('user_id', '=', userId).execute();
  return rows.sort(firstThenOldest);
}

/** The order profiles are shown and picked in: the first profile, then by age. */
export const firstThenOldest = (
  a: { first: number | boolean; created: number | string },
  b: { first: number | boolean; created: number | string },
) => Number(b.first) - Number(a.first) || Number(a.created) - Number(b.created);

/**
 * The account's profiles, creating the first on the first ask: named after the account ('User'
 * when its name is blank), its library the account's own (library_id = the user's id), so the
 * library synced before profiles is the first profile's, every item where it was.
 */
export async function ensureProfiles(
  db: Kysely<NexusTables>,
  userId: string,
  accountName: () => Promise<string | null>,
  now: number,
): Promise<ProfileRow[]> {
  const rows = await profilesOf(db, userId);
  if (rows.length > 0) return rows;
  const name = (await accountName())?.trim().slice(0, 20) || 'User';
  await db
    .insertInto('profile')
    .values({
      id: newProfileId(),
      user_id: userId,
      library_id: userId,
      name,
      name_key: nameKeyOf(name),
      avatar: FIRST_AVATAR,
      kids: 0,
      first: 1,
      created: now,
    })
    // Two first asks at once (two tabs): the library's id is unique, the second does nothing.
    .onConflict((conflict) => conflict.column('library_id').doNothing())
    .execute();
  return profilesOf(db, userId);
}
