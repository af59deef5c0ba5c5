import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  length: number,
) => Promise<Buffer>;

/*
 * A PIN is four digits: ten thousand guesses. Hashing cannot make that hard for someone holding
 * the database, so the real guard is the try limit (pin-tries.ts); the hash keeps the PIN itself
 * out of the rows, backups and logs (a PIN is often reused elsewhere).
 */

/** `salt:hash`, both base64url. */
export async function hashPin(pin: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scryptAsync(pin, salt, 32);
  return `${salt.toString('base64url')}:${hash.toString('base64url')}`;
}

export async function pinMatches(pin: string, stored: string): Promise<boolean> {
  const [salt, hash] = stored.split(':');
  if (!salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scryptAsync(pin, Buffer.from(salt, 'base64url'), expected.length);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
