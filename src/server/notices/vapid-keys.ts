import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import type { Config } from '@/server/config';
import type { Database } from '@/server/db/database';

type KeysConfig = Pick<Config, 'DATA_DIR' | 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY'>;

export interface VapidKeys {
  /** base64url of the uncompressed P-256 point (65 bytes): the browser's applicationServerKey. */
  publicKey: string;
  /** base64url of the 32-byte private scalar: signs each push's VAPID token. */
  privateKey: string;
}

const FILE = 'vapid-keys';
const ROW = 'vapid';
const KEY_PAIR = /^([A-Za-z0-9_-]{87}) ([A-Za-z0-9_-]{43})$/;

/**
 * The server's Web Push key pair, kept like the auth secret (auth/auth-secret.ts): the
 * VAPID_* settings when set; otherwise generated on first start and kept in the database with
 * Postgres (every server of a cluster signs with the same key, which each browser's subscription
 * is bound to), in DATA_DIR/vapid-keys (mode 0600) with SQLite. Losing it would silently end
 * every subscription, so it is never regenerated while one is stored.
 */
export async function resolveVapidKeys(config: KeysConfig, database: Database): Promise<VapidKeys> {
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY)
    return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY };
  if (database.kind !== 'postgres') return fileKeys(config);
  const offered = storedFileKeys(config) ?? webpush.generateVAPIDKeys();
  // The first server to start stores its pair; the others find it and use it.
  await database.db
    .insertInto('server_secret')
    .values({ name: ROW, value: `${offered.publicKey} ${offered.privateKey}` })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const row = await database.db
    .selectFrom('server_secret')
    .select('value')
    .where('name', '=', ROW)
    .executeTakeFirstOrThrow();
  const parsed = parseKeys(row.value);
  if (!parsed)
    throw new Error('The stored Web Push keys (server_secret "vapid") are not a key pair');
  return parsed;
}

function parseKeys(text: string): VapidKeys | null {
  const match = KEY_PAIR.exec(text.trim());
  return match ? { publicKey: match[1]!, privateKey: match[2]! } : null;
}

function storedFileKeys(config: KeysConfig): VapidKeys | null {
  const file = path.join(config.DATA_DIR, FILE);
  return existsSync(file) ? parseKeys(readFileSync(file, 'utf8')) : null;
}

function fileKeys(config: KeysConfig): VapidKeys {
  const stored = storedFileKeys(config);
  if (stored) return stored;
  const file = path.join(config.DATA_DIR, FILE);
  mkdirSync(config.DATA_DIR, { recursive: true });
  const keys = webpush.generateVAPIDKeys();
  writeFileSync(file, `${keys.publicKey} ${keys.privateKey}\n`, { mode: 0o600 });
  chmodSync(file, 0o600); // mode applies only on creation
  return keys;
}
