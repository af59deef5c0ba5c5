import * as v from 'valibot';
import { apiGet, ApiError } from '@/client/lib/api-client';

/**
 * The error for an answer we do not understand: an ApiError (502, like an upstream fault), so
 * pages show their error state instead of crashing on it.
 */
export const unexpectedAnswer = () =>
  new ApiError(502, 'bad-response', 'The server answered in an unexpected shape.');

/** Checks an API answer against its one schema; a shape we do not understand throws. */
export function parseAnswer<S extends v.GenericSchema>(schema: S, data: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, data);
  if (result.success) return result.output;
  console.warn('The server answered in an unexpected shape:', result.issues[0].message);
  throw unexpectedAnswer();
}

/** GETs `path` and checks the answer against its schema: how every catalogue read fetches. */
export async function getParsed<S extends v.GenericSchema>(
  path: string,
  schema: S,
  signal?: AbortSignal,
): Promise<v.InferOutput<S>> {
  return parseAnswer(schema, await apiGet<unknown>(path, signal));
}
