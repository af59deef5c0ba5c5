import { describe, expect, it } from 'vitest';
import { looksLikeDatabaseOutage } from './database-outage';

const pgError = (code: string, message: string) => Object.assign(new Error(message), { code });

describe('telling a database outage from a failing statement', () => {
  it.each([
    [
      'Postgres shutting down',
      pgError('57P01', 'terminating connection due to administrator command'),
    ],
    ['Postgres starting up', pgError('57P03', 'the database system is starting up')],
    ['a connection failure', pgError('08006', 'connection failure')],
    [
      'a refused connection',
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    ],
    ['a connection that ended mid-statement', new Error('Connection terminated unexpectedly')],
    ['no free connection in time', new Error('timeout exceeded when trying to connect')],
    ['an outage wrapped by a library', new Error('query failed', { cause: pgError('57P01', 'x') })],
  ])('%s is an outage', (_, error) => {
    expect(looksLikeDatabaseOutage(error)).toBe(true);
  });

  it.each([
    ['a unique violation', pgError('23505', 'duplicate key value violates unique constraint')],
    ['a syntax error', pgError('42601', 'syntax error at or near "selec"')],
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['nothing', undefined],
  ])('%s is not', (_, error) => {
    expect(looksLikeDatabaseOutage(error)).toBe(false);
  });
});
