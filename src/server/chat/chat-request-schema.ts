import * as v from 'valibot';
import { LIMITS } from '@/shared/api/limits';

/** POST /api/chat body: the user's question, trimmed, 1 to 500 characters (docs/product.md#chat-limits). */
export const chatRequestSchema = v.object({
  text: v.pipe(
    v.string('must be text'),
    v.trim(),
    v.minLength(LIMITS.chatText.min, 'must not be blank'),
    v.maxLength(LIMITS.chatText.max, `must be at most ${LIMITS.chatText.max} characters`),
  ),
});
