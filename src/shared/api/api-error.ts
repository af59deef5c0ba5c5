import * as v from 'valibot';

/** Every error the server sends has this body: `{ error: { code, message } }`. */
export const apiErrorBodySchema = v.object({
  error: v.object({ code: v.string(), message: v.string() }),
});
export type ApiErrorBody = v.InferOutput<typeof apiErrorBodySchema>;

export function apiErrorBody(code: string, message: string): ApiErrorBody {
  return { error: { code, message } };
}
