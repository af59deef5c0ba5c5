import type { z } from 'zod';
import { ApiError } from '@/client/lib/api-client';

/**
 * Validates a catalogue answer against its contract. A shape we do not understand becomes an
 * ApiError (502, like an upstream fault), so pages show their error state instead of crashing.
 */
export function parseResponse<T extends z.ZodTypeAny>(schema: T, data: unknown): z.infer<T> {
  const result = schema.safeParse(data);
  if (!result.success) {
    console.warn('The catalogue answered in an unexpected shape', result.error.issues.slice(0, 3));
    throw new ApiError(502, 'bad-response', 'The catalogue answered in an unexpected shape.');
  }
  return result.data;
}
