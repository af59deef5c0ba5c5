import type { Kysely } from 'kysely';
import type { AuthTables } from '@/server/auth/create-auth';
import { migrateAuthTables } from '@/server/auth/create-auth';
import { listUsers, setUserDisabled } from '@/server/auth/user-admin';
import { ConfigError, loadConfig } from '@/server/config';
import { openDatabase } from '@/server/db/database';
import { migrateNexusTables } from '@/server/db/migrations';

/**
 * `npm run users -- list | disable <email> | enable <email>`: the admin command, against the
 * same database as the server (DATA_DIR/nexus.db, or DATABASE_URL).
 */
const usage = 'Usage: npm run users -- list | disable <email> | enable <email>';

async function main(argv: string[]) {
  const [command, email] = argv;
  if (command !== 'list' && command !== 'disable' && command !== 'enable') {
    console.error(usage);
    return 2;
  }
  if (command !== 'list' && !email) {
    console.error(`${usage}\nMissing the email address.`);
    return 2;
  }
  const config = loadConfig({ ...process.env, AUTH_MODE: 'accounts' });
  const database = openDatabase(config);
  try {
    await migrateNexusTables(database.db as unknown as Kysely<unknown>);
    await migrateAuthTables(config, database);
    const db = database.db as unknown as Kysely<AuthTables>;
    if (command === 'list') {
      const users = await listUsers(db);
      if (users.length === 0) console.info('No users yet.');
      for (const user of users) {
        const state = user.disabled ? 'disabled' : 'active';
        console.info(`${user.email}\t${state}\t${user.name}\t${user.createdAt.toISOString()}`);
      }
      return 0;
    }
    const disabled = command === 'disable';
    const found = await setUserDisabled({ db, kind: database.kind }, email!, disabled);
    if (!found) {
      console.error(`No user with the email ${email}.`);
      return 1;
    }
    console.info(
      disabled ? `Disabled ${email} and ended all of their sessions.` : `Enabled ${email}.`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
