import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ConfigError, envSchema, loadConfig } from './config';

describe('loadConfig', () => {
  it('uses the documented defaults with an empty environment', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(8080);
    expect(config.AUTH_MODE).toBe('accounts');
    expect(config.DATA_DIR).toBe('./data');
  });

  it('names the variable and the reason for a bad PORT', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'abc' });
    } catch (error) {
      expect((error as Error).message).toContain('PORT: must be a whole number from 1 to 65535');
      expect((error as Error).message).toContain('"abc"');
    }
  });

  it('rejects out-of-range ports, unknown modes and non-URL bases, all at once', () => {
    try {
      loadConfig({ PORT: '70000', AUTH_MODE: 'open', TMDB_BASE_URL: 'ftp://x' });
      expect.unreachable();
    } catch (error) {
      const problems = (error as ConfigError).problems.join('\n');
      expect(problems).toMatch(/^PORT:/m);
      expect(problems).toMatch(/^AUTH_MODE:/m);
      expect(problems).toMatch(/^TMDB_BASE_URL: must be an http\(s\) URL/m);
    }
  });

  it('gives each address 4 × the per-account allowances unless set, and caps sign-ups and the AI per day', () => {
    const defaults = loadConfig({});
    expect(defaults.CATALOG_UPSTREAM_PER_MINUTE_PER_ADDRESS).toBe(480);
    expect(defaults.CHAT_DAILY_LIMIT_PER_ADDRESS).toBe(800);
    expect(defaults.CHAT_DAILY_LIMIT_TOTAL).toBe(5000);
    expect(defaults.SIGNUPS_PER_ADDRESS_PER_DAY).toBe(20);
    const derived = loadConfig({
      CATALOG_UPSTREAM_PER_MINUTE: '10',
      CHAT_DAILY_LIMIT_PER_USER: '3',
    });
    expect(derived.CATALOG_UPSTREAM_PER_MINUTE_PER_ADDRESS).toBe(40);
    expect(derived.CHAT_DAILY_LIMIT_PER_ADDRESS).toBe(12);
    const set = loadConfig({
      CATALOG_UPSTREAM_PER_MINUTE_PER_ADDRESS: '7',
      CHAT_DAILY_LIMIT_PER_ADDRESS: '0',
      CHAT_DAILY_LIMIT_TOTAL: '9',
      SIGNUPS_PER_ADDRESS_PER_DAY: '2',
    });
    expect(set).toMatchObject({
      CATALOG_UPSTREAM_PER_MINUTE_PER_ADDRESS: 7,
      CHAT_DAILY_LIMIT_PER_ADDRESS: 0,
      CHAT_DAILY_LIMIT_TOTAL: 9,
      SIGNUPS_PER_ADDRESS_PER_DAY: 2,
    });
    try {
      loadConfig({
        CATALOG_UPSTREAM_PER_MINUTE_PER_ADDRESS: '0',
        CHAT_DAILY_LIMIT_PER_ADDRESS: 'many',
        CHAT_DAILY_LIMIT_TOTAL: '-1',
        SIGNUPS_PER_ADDRESS_PER_DAY: '2.5',
      });
      expect.unreachable();
    } catch (error) {
      const problems = (error as ConfigError).problems.join('\n');
      expect(problems).toMatch(
        /^CATALOG_UPSTREAM_PER_MINUTE_PER_ADDRESS: must be a whole number of at least 1/m,
      );
      expect(problems).toMatch(/^CHAT_DAILY_LIMIT_PER_ADDRESS: must be a whole number/m);
      expect(problems).toMatch(/^CHAT_DAILY_LIMIT_TOTAL: must be a whole number/m);
      expect(problems).toMatch(
        /^SIGNUPS_PER_ADDRESS_PER_DAY: must be a whole number of at least 1/m,
      );
    }
  });

  it('reads TRUST_PROXY as on/off, a hop count, or proxy addresses and ranges', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ TRUST_PROXY: 'no' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, ::1, loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '::1',
      'loopback',
    ]);
    for (const bad of ['10.0.0.0/33', 'proxy.example', '1.2.3.4/8/2', '-1']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(
        /TRUST_PROXY: must be true, false/,
      );
    }
  });

  it('caps live streams per address and per process, 32 and 5,000 unless set, and refuses 0', () => {
    expect(loadConfig({})).toMatchObject({
      LIBRARY_STREAMS_PER_ADDRESS: 32,
      LIBRARY_STREAMS_MAX: 5000,
    });
    expect(
      loadConfig({ LIBRARY_STREAMS_PER_ADDRESS: '4', LIBRARY_STREAMS_MAX: '100' }),
    ).toMatchObject({ LIBRARY_STREAMS_PER_ADDRESS: 4, LIBRARY_STREAMS_MAX: 100 });
    try {
      loadConfig({ LIBRARY_STREAMS_PER_ADDRESS: '0', LIBRARY_STREAMS_MAX: 'lots' });
      expect.unreachable();
    } catch (error) {
      const problems = (error as ConfigError).problems.join('\n');
      expect(problems).toMatch(
        /^LIBRARY_STREAMS_PER_ADDRESS: must be a whole number of at least 1/m,
      );
      expect(problems).toMatch(/^LIBRARY_STREAMS_MAX: must be a whole number of at least 1/m);
    }
  });

  it('takes backups only when BACKUP_EVERY_HOURS is set, and refuses a value that is not whole hours', () => {
    expect(loadConfig({}).BACKUP_EVERY_HOURS).toBeUndefined();
    expect(loadConfig({ BACKUP_EVERY_HOURS: '6' }).BACKUP_EVERY_HOURS).toBe(6);
    for (const bad of ['0', 'daily', '1.5']) {
      expect(() => loadConfig({ BACKUP_EVERY_HOURS: bad })).toThrow(
        `BACKUP_EVERY_HOURS: must be a whole number of at least 1 (got "${bad}")`,
      );
    }
  });

  it('treats empty strings as unset', () => {
    expect(loadConfig({ PORT: '', TMDB_API_KEY: '' }).PORT).toBe(8080);
  });

  it('never echoes a secret or the password in a database URL', () => {
    try {
      loadConfig({
        AUTH_SECRET: 'short-but-secret',
        DATABASE_URL: 'mysql://nexus:hunter2@db.internal/nexus',
      });
      expect.unreachable();
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('AUTH_SECRET: must be at least 32 characters');
      expect(message).toContain('DATABASE_URL: must be a postgres:// or postgresql:// URL');
      expect(message).toContain('mysql://***@db.internal/nexus');
      expect(message).not.toContain('short-but-secret');
      expect(message).not.toContain('hunter2');
    }
  });

  it('matches the README table of environment variables, one for one', () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    const section = readme.split('## Environment variables')[1]!.split('\n## ')[0]!;
    const documented = [...section.matchAll(/^\| `([A-Z_]+)` \|/gm)].map((m) => m[1]);
    expect(documented.sort()).toEqual(Object.keys(envSchema.shape).sort());
  });
});
