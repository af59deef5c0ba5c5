import { z } from 'zod';
import { LIMITS } from '@/shared/api/limits';
import { MAX_SERVICES } from '@/shared/where-to-watch/watch-providers';
import { validRegion } from '@/shared/where-to-watch/watch-regions';

/** Shared input rules of the catalogue API; every route parses its params with these. */
const MAX_ID = 2_147_483_647;

const wholeNumber = (rule: string) =>
  z
    .string()
    .regex(/^\d{1,12}$/, rule)
    .transform(Number);

const pageQuery = z.object({
  page: wholeNumber(`must be a whole number from ${LIMITS.page.min} to ${LIMITS.page.max}`)
    .refine((n) => n >= LIMITS.page.min && n <= LIMITS.page.max, {
      message: `must be a whole number from ${LIMITS.page.min} to ${LIMITS.page.max}`,
    })
    .default(LIMITS.page.min),
});

const positiveId = wholeNumber('must be a positive whole number').refine(
  (n) => n >= 1 && n <= MAX_ID,
  { message: 'must be a positive whole number' },
);

export const idParams = z.object({ id: positiveId });

export const seasonParams = z.object({
  id: positiveId,
  season: wholeNumber('must be a whole number, 0 or more').refine((n) => n <= MAX_ID, {
    message: 'must be a whole number, 0 or more',
  }),
});

export const searchQuery = pageQuery.extend({
  query: z
    .string({ error: 'is required' })
    .refine((q) => q.length <= LIMITS.query.maxLength, {
      message: `must be at most ${LIMITS.query.maxLength} characters`,
    })
    .transform((q) => q.trim())
    .refine((q) => q.length > 0, { message: 'must not be empty' }),
});

/** A country TMDB has availability data for (shared/where-to-watch/watch-regions.ts). */
const regionCode = z
  .string({ error: 'is required' })
  .refine((value) => validRegion(value) !== null, {
    message: 'must be a country code TMDB has availability data for (ISO 3166-1 alpha-2: US, DE)',
  });

export const regionQuery = z.object({ region: regionCode });

/**
 * A list's optional 'Only on my services' (issue 34): `region` and `providers` together, the
 * providers as TMDB takes them, `8|9` (any of them), each once, at most MAX_SERVICES.
 */
export const listQuery = pageQuery
  .extend({
    region: regionCode.optional(),
    providers: z
      .string()
      .regex(
        new RegExp(`^[1-9]\\d{0,9}(\\|[1-9]\\d{0,9}){0,${MAX_SERVICES - 1}}$`),
        `must be up to ${MAX_SERVICES} provider ids joined by |`,
      )
      .transform((text) => text.split('|').map(Number))
      .refine((ids) => new Set(ids).size === ids.length, {
        message: 'must name each provider once',
      })
      .optional(),
  })
  .refine((q) => (q.region === undefined) === (q.providers === undefined), {
    message: 'region and providers go together',
    path: ['providers'],
  });
