import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '@/server/db/testing/test-databases';
import { databaseWindowCounter } from '@/server/limits/database-rate-limit-store';
import { createUpstreamAdmission } from './upstream-admission';

const from = (ip: string) => ({ ip }) as FastifyRequest;
const anonymous = async () => null;

/** Each call's outcome: 'ok', or the 429's Retry-After. */
async function outcomes(
  admit: (request: FastifyRequest) => Promise<void>,
  requests: FastifyRequest[],
) {
  const seen: string[] = [];
  for (const request of requests) {
    seen.push(
      await admit(request).then(
        () => 'ok',
        (error: { statusCode?: number; headers?: Record<string, string> }) =>
          `${error.statusCode} after ${error.headers?.['retry-after']} s`,
      ),
    );
  }
  return seen;
}

/** The allowance of calls that reach TMDB holds for a whole cluster (docs/decisions/0023). */
describe('the upstream allowance, counted in the database', () => {
  const database = useTestDatabase({ name: 'sqlite', skip: false }, 'nexus_admission');

  it('is one allowance for every server on the database, per client', async () => {
    const counter = databaseWindowCounter(database.db);
    const servers = [1, 2].map(() =>
      createUpstreamAdmission({
        perMinute: 3,
        userOf: anonymous,
        sharedCounter: async () => counter,
      }),
    );
    const client = from('198.51.100.7');
    const seen = await outcomes(
      (request) => servers[Math.floor(Math.random() * 2)]!.admit(request),
      [client, client, client, client],
    );
    expect(seen.slice(0, 3)).toEqual(['ok', 'ok', 'ok']);
    expect(seen[3]).toMatch(/^429 after (59|60) s$/);
    // Another client has its own.
    expect(await outcomes(servers[1]!.admit, [from('198.51.100.8')])).toEqual(['ok']);
  });

  it('counts in memory while the database does not answer', async () => {
    const broken = async () => {
      throw new Error('connection refused');
    };
    const admission = createUpstreamAdmission({
      perMinute: 2,
      userOf: anonymous,
      sharedCounter: async () => broken,
    });
    const client = from('198.51.100.9');
    const seen = await outcomes(admission.admit, [client, client, client]);
    expect(seen.slice(0, 2)).toEqual(['ok', 'ok']);
    expect(seen[2]).toMatch(/^429 after/);
  });
});
