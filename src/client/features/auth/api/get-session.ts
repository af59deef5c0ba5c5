import * as v from 'valibot';
import { apiGet } from '@/client/lib/api-client';

/** GET /api/auth/get-session: who is signed in, from the httpOnly session cookie. */
const sessionUserSchema = v.object({
  id: v.string(),
  email: v.string(),
  /** An account without a display name has the empty one. */
  name: v.fallback(v.string(), ''),
});

/** Anything but a user with an id and an email is nobody signed in. */
const sessionAnswerSchema = v.fallback(
  v.object({ user: v.fallback(v.nullable(sessionUserSchema), null) }),
  () => ({ user: null }),
);
export type SessionAnswer = v.InferOutput<typeof sessionAnswerSchema>;

export function parseSessionAnswer(data: unknown): SessionAnswer {
  return v.parse(sessionAnswerSchema, data);
}

export async function getSession(signal?: AbortSignal): Promise<SessionAnswer> {
  return parseSessionAnswer(await apiGet<unknown>('/api/auth/get-session', signal));
}
