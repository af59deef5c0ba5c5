/**
 * The environment a test server signs accounts up with: passwords hashed at the test-only cost
 * (auth/password-cost.ts, decision 0028), which needs NODE_ENV=test. Suites that check how
 * passwords are stored build their app without it.
 */
export const CHEAP_PASSWORDS = { NODE_ENV: 'test', AUTH_PASSWORD_COST: 'test-only-cheap' } as const;
