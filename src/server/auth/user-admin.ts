import type { Kysely } from 'kysely';
import type { DatabaseKind } from '@/server/db/database';
import type { AuthTables } from './create-auth';

export interface UserRow {
  email: string;
  name: string;
  disabled: boolean;
  createdAt: Date;
}

/** The admin command's queries (`npm run users`), kept apart from the script so tests run them. */
export async function listUsers(db: Kysely<AuthTables>): Promise<UserRow[]> {
  const rows = await db
    .selectFrom('user')
    .select(['email', 'name', 'disabled', 'createdAt'])
    .orderBy('createdAt')
    .execute();
  return rows.map((row) => ({
    email: row.email,
    name: row.name,
    disabled: Boolean(row.disabled),
    createdAt: new Date(row.createdAt),
  }));
}

/**
 * Disables or enables an account. Disabling also deletes every session of the user in the same
 * transaction, so the user is signed out everywhere at once. Returns false for an unknown email.
 */
export async function setUserDisabled(
  database: { db: Kysely<AuthTables>; kind: DatabaseKind },
  email: string,
  disabled: boolean,
) {
  const { db, kind } = database;
  return db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom('user')
      .select('id')
      .where('email', '=', email.trim().toLowerCase())
      .executeTakeFirst();
    if (!user) return false;
    // SQLite stores booleans as 0/1 (its driver cannot bind true/false); better-auth reads both.
    const value = kind === 'sqlite' ? Number(disabled) : disabled;
    await trx.updateTable('user').set({ disabled: value }).where('id', '=', user.id).execute();
    if (disabled) await trx.deleteFrom('session').where('userId', '=', user.id).execute();
    return true;
  });
}
