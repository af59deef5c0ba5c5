import { z } from 'zod';
import { LIMITS } from '@/shared/api/limits';

/** Shared input rules of the catalogue API; every route parses its params with these. */
const MAX_ID = 2_147_483_647;

const wholeNumber = (rule: string) =>
  z
    .string()
    .regex(/^\d{1,12}$/, rule)
    .transform(Number);

export const pageQuery = z.object({
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
