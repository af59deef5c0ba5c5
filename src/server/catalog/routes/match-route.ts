import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { CatalogSource } from '@/server/catalog/catalog-source';
import { getEmbeddedCatalogue } from '@/server/catalog/embedded/embedded-catalogue';
import { embeddedMatchLookup } from '@/server/catalog/match/embedded-match-lookup';
import { matchItems, type MatchLookup } from '@/server/catalog/match/match-titles';
import { sourceMatchLookup } from '@/server/catalog/match/source-match-lookup';
import { HttpError } from '@/server/http/errors';
import { parseInput } from '@/server/http/validate';
import { clientAddressKey } from '@/server/limits/client-address';
import { registerPluginRateLimit } from '@/server/limits/plugin-rate-limit';
import { catalogMatchPath } from '@/shared/catalog/api-paths';
import { MATCH_LIMITS, type MatchResponse } from '@/shared/catalog/match-schemas';

const item = z.object({
  title: z.string().trim().min(1).max(MATCH_LIMITS.title),
  year: z.number().int().min(1800).max(2200).optional(),
  imdbId: z
    .string()
    .regex(/^tt\d{1,10}$/, 'must be an IMDb id such as tt0111161')
    .optional(),
  tmdbId: z.number().int().min(1).max(2_147_483_647).optional(),
  type: z.enum(['movie', 'tv']).optional(),
});

const body = z.object({
  items: z.array(item).min(1).max(MATCH_LIMITS.batch),
});

/**
 * POST /api/catalog/match: titles from another service's export, each answered matched,
 * ambiguous (with candidates) or unmatched, in the order sent
 * (docs/product.md#importing-from-other-services). On TMDB each item may cost upstream calls, so
 * the client's catalogue allowance applies (a 429 part-way leaves the finished items cached, and
 * the same batch sent again costs only the rest); the request limit here keeps one client from
 * spending the server's CPU. It counts per server: CPU is each server's own.
 */
export async function matchRoute(app: FastifyInstance, source: CatalogSource) {
  let lookup: MatchLookup | undefined;
  const lookupFor = () =>
    (lookup ??=
      source.name === 'embedded'
        ? embeddedMatchLookup(getEmbeddedCatalogue())
        : sourceMatchLookup(source));

  await app.register(async (scope) => {
    const limiter = await registerPluginRateLimit(scope, null, 'catalog-match');
    const check = limiter(
      { max: MATCH_LIMITS.perMinute, timeWindowMs: 60_000 },
      (request) => `match:${clientAddressKey(request.ip)}`,
    );
    scope.post(catalogMatchPath, async (request, reply): Promise<MatchResponse> => {
      const verdict = await check(request);
      if (!verdict.isAllowed && verdict.isExceeded) {
        const wait = Math.max(1, verdict.ttlInSeconds);
        reply.header('retry-after', String(wait));
        throw new HttpError(
          429,
          'too-many-requests',
          `Too many titles to match at once. Please wait ${wait} seconds and try again.`,
        );
      }
      const { items } = parseInput(body, request.body);
      reply.header('cache-control', 'no-store');
      return { results: await matchItems(items, lookupFor()) };
    });
  });
}
