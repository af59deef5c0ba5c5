import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { verifyPassword } from 'better-auth/crypto';
import type { Config } from '@/server/config';

/**
 * AUTH_PASSWORD_COST=test-only-cheap (decision 0028): scrypt at N=1024, r=1 instead of
 * better-auth's N=16384, r=16, about 250 times cheaper, for the test servers that sign up
 * thousands of accounts. The config refuses it unless NODE_ENV=test. Its hashes carry a prefix:
 * a standard server never accepts one (better-auth reads the prefix as part of the salt, and the
 * key cannot match), and a cheap server still checks a standard hash the standard way.
 */
const CHEAP_PREFIX = 'test-only-cheap$';
const CHEAP = { N: 1024, r: 1, p: 1, keyLength: 64 };

function cheapKey(password: string, salt: string) {
  return new Promise<Buffer>((resolve, reject) => {
    scrypt(
      password.normalize('NFKC'),
      salt,
      CHEAP.keyLength,
      { N: CHEAP.N, r: CHEAP.r, p: CHEAP.p },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

const cheapHashing = {
  async hash(password: string) {
    const salt = randomBytes(16).toString('hex');
    return `${CHEAP_PREFIX}${salt}:${(await cheapKey(password, salt)).toString('hex')}`;
  },
  async verify({ hash, password }: { hash: string; password: string }) {
    if (!hash.startsWith(CHEAP_PREFIX)) return verifyPassword({ hash, password });
    const [salt, key] = hash.slice(CHEAP_PREFIX.length).split(':');
    if (!salt || !key) return false;
    const expected = Buffer.from(key, 'hex');
    const actual = await cheapKey(password, salt);
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  },
};

/** better-auth's `emailAndPassword.password`: its own scrypt unless the config says otherwise. */
export function passwordHashing(config: Pick<Config, 'AUTH_PASSWORD_COST' | 'NODE_ENV'>) {
  if (config.AUTH_PASSWORD_COST !== 'test-only-cheap') return undefined;
  // loadConfig refuses this already; a config built by hand must not get around it.
  if (config.NODE_ENV !== 'test')
    throw new Error('AUTH_PASSWORD_COST=test-only-cheap needs NODE_ENV=test');
  return cheapHashing;
}
