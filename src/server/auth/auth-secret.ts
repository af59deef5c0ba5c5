import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '@/server/config';

/**
 * AUTH_SECRET when set; otherwise a secret generated on first start and kept in
 * DATA_DIR/auth-secret (mode 0600), so sessions survive a restart without any setup.
 */
export function resolveAuthSecret(config: Pick<Config, 'AUTH_SECRET' | 'DATA_DIR'>): string {
  if (config.AUTH_SECRET) return config.AUTH_SECRET;
  const file = path.join(config.DATA_DIR, 'auth-secret');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  mkdirSync(config.DATA_DIR, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600); // mode applies only on creation; an old file keeps its mode otherwise
  return secret;
}
