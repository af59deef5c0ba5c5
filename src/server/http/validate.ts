import type { z } from 'zod';
import { badRequest } from './errors';

/** Parses request input with a zod schema; failures become a 400 naming the field and the rule. */
export function parseInput<T extends z.ZodTypeAny>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.join('.') || 'input';
  throw badRequest(`${field}: ${issue?.message ?? 'is invalid'}`);
}
