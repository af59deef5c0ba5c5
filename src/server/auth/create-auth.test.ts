import { getMigrations } from 'better-auth/db/migration';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '@/server/config';
import { databaseBackends, useTestDatabase } from '@/server/db/testing/test-databases';
import { createPasskeyAuth, migrateAuthTables } from './create-auth';

/**
 * The server starts with the auth library without its passkey plugin and loads that later
 * (create-auth.ts): the tables must then already be what the plugin's own helper wants.
 */
describe.each(databaseBackends)('the auth tables on $name', (backend) => {
  const database = useTestDatabase(backend, 'nexus_auth_tables');

  it.skipIf(backend.skip)('leave nothing for the passkey plugin’s helper to add', async () => {
    const config = loadConfig({ LOG_LEVEL: 'silent', PUBLIC_URL: 'http://nexus.test' });
    await migrateAuthTables(config, database);
    const withPasskeys = await createPasskeyAuth(config, database, 'x'.repeat(32));
    const { toBeCreated, toBeAdded } = await getMigrations(withPasskeys.options);
    expect(toBeCreated).toEqual([]);
    expect(toBeAdded).toEqual([]);
  });
});
