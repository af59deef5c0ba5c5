import type { Kysely } from 'kysely';
import type { AuthTables } from './create-auth';

/** Enough ids per query to check thousands of streams in a few round trips, under any driver's limit on parameters. */
const IDS_PER_QUERY = 500;

/**
 * Which of these sessions still exist and have not expired: one query per 500 ids, straight on
 * better-auth's session table (asking the auth library would be a query per session). A
 * session signed out, revoked, or deleted with its disabled account is missing from the table.
 */
export async function liveSessionIds(
  db: Kysely<AuthTables>,
  ids: string[],
  now: number,
): Promise<Set<string>> {
  const live = new Set<string>();
  const unique = [...new Set(ids)];
  for (let start = 0; start < unique.length; start += IDS_PER_QUERY) {
    const rows = await db
      .selectFrom('session')
      .select(['id', 'expiresAt'])
      .where('id', 'in', unique.slice(start, start + IDS_PER_QUERY))
      .execute();
    for (const row of rows) {
      if (new Date(row.expiresAt).getTime() > now) live.add(row.id);
    }
  }
  return live;
}
