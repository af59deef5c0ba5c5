import * as v from 'valibot';
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

/** The same for a valibot schema (the shared library rules are written with valibot). */
export function parseValibotInput<T extends v.GenericSchema>(
  schema: T,
  input: unknown,
): v.InferOutput<T> {
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  const issue = result.issues[0];
  const field = v.getDotPath(issue) || 'input';
  throw badRequest(`${field}: ${issue.message}`);
}
