/**
 * Server tests that mock a module or stub the environment or a global. The server project runs
 * its files in shared workers (vitest.config.ts), where such a change would reach the files that
 * run after it in the same worker; these keep a process of their own. A test keeps the list whole
 * (scripts/testing/mocking-modules.test.ts).
 */
export const MOCKING_MODULES = [
  'src/server/auth/passkeys/passkey-loading.test.ts',
  'src/server/db/testing/missing-services.test.ts',
];
