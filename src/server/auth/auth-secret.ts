import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '@/server/config';
import type { Database } from '@/server/db/database';

type SecretConfig = Pick<Config, 'AUTH_SECRET' | 'DATA_DIR'>;

/**
 * AUTH_SECRET when set; otherwise a secret generated on first start and kept where every server
 * that shares the accounts finds it, so sessions survive restarts without any setup: in the
 * database with Postgres (every server of a cluster signs and reads the same cookies), in
 * DATA_DIR/auth-secret (mode 0600) with SQLite. A Postgres database without one yet adopts the
 * server's old DATA_DIR secret, so upgrading a single server keeps its visitors signed in.
 */
export async function resolveAuthSecret(config: SecretConfig, database: Database) {
  if (config.AUTH_SECRET) return config.AUTH_SECRET;
  if (database.kind !== 'postgres') return fileSecret(config);
  const offered = storedFileSecret(config) ?? randomBytes(32).toString('base64url');
  // The first server to start stores its secret; the others find it and use it.
  await database.db
    .insertInto('server_secret')
    .values({ name: 'auth', value: offered })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const row = await database.db
    .selectFrom('server_secret')
    .select('value')
    .where('name', '=', 'auth')
    .executeTakeFirstOrThrow();
  return row.value;
}

function storedFileSecret(config: SecretConfig): string | null {
  const file = path.join(config.DATA_DIR, 'auth-secret');
  if (!existsSync(file)) return null;
  const stored = readFileSync(file, 'utf8').trim();
  return stored.length >= 32 ? stored : null;
}

function fileSecret(config: SecretConfig): string {
  const stored = storedFileSecret(config);
  if (stored) return stored;
  const file = path.join(config.DATA_DIR, 'auth-secret');
  mkdirSync(config.DATA_DIR, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600); // mode applies only on creation; an old file keeps its mode otherwise
  return secret;
}
