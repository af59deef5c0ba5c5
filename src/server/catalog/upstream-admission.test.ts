import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { databaseBackends, useTestDatabase } from '@/server/db/testing/test-databases';
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
        perAddressPerMinute: 12,
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
      perAddressPerMinute: 8,
      userOf: anonymous,
      sharedCounter: async () => broken,
    });
    const client = from('198.51.100.9');
    const seen = await outcomes(admission.admit, [client, client, client]);
    expect(seen.slice(0, 2)).toEqual(['ok', 'ok']);
    expect(seen[2]).toMatch(/^429 after/);
  });
});

/** New accounts from one address share its allowance (issue 27): on both databases. */
describe.each(databaseBackends)('the upstream allowance per address, on $name', (backend) => {
  const database = useTestDatabase(backend, 'nexus_admission_address');

  it.skipIf(backend.skip)(
    'holds for every account at one address together, and apart from other addresses',
    async () => {
      const counter = databaseWindowCounter(database.db);
      const admission = createUpstreamAdmission({
        perMinute: 3,
        perAddressPerMinute: 12,
        // The test names the account in the request; one address, many free accounts.
        userOf: async (request) => (request as { user?: string }).user ?? null,
        sharedCounter: async () => counter,
      });
      const as = (user: string, ip = '2001:db8:77::1') =>
        ({ ip, user }) as unknown as FastifyRequest;
      // The first account goes past its own allowance: its refused calls cost the address nothing.
      const first = await outcomes(admission.admit, Array(5).fill(as('account-0')));
      expect(first.slice(0, 3)).toEqual(['ok', 'ok', 'ok']);
      expect(first.slice(3)).toEqual([
        expect.stringMatching(/^429/),
        expect.stringMatching(/^429/),
      ]);
      // Three more accounts from the same /64 take the other 9 calls of the address...
      for (let i = 1; i <= 3; i += 1) {
        const ip = `2001:db8:77::${i + 1}`;
        expect(await outcomes(admission.admit, Array(3).fill(as(`account-${i}`, ip)))).toEqual([
          'ok',
          'ok',
          'ok',
        ]);
      }
      // ...and a fifth fresh account there gets nothing more this minute.
      const fifth = await outcomes(admission.admit, [as('account-4', '2001:db8:77::99')]);
      expect(fifth[0]).toMatch(/^429 after (59|60) s$/);
      // Nor does a visitor signed out there; elsewhere, the same account still has its own.
      expect((await outcomes(admission.admit, [from('2001:db8:77::5')]))[0]).toMatch(/^429/);
      expect(await outcomes(admission.admit, [as('account-5', '198.51.100.77')])).toEqual(['ok']);
    },
  );
});
