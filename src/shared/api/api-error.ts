import { z } from 'zod';

/** Every error the server sends has this body: `{ error: { code, message } }`. */
export const apiErrorBodySchema = z.object({
  error: z.object({ code: z.string(), message: z.string() }),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

export function apiErrorBody(code: string, message: string): ApiErrorBody {
  return { error: { code, message } };
}
