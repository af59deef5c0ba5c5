import { z } from 'zod';
import { LIMITS } from '@/shared/api/limits';

const titleRef = z.object({
  id: z.number().int().min(1),
  media_type: z.enum(['movie', 'tv']),
});

/** One earlier message of the conversation, as the client shows it. */
const turn = z.object({
  role: z.enum(['user', 'assistant']),
  text: z.string().max(LIMITS.chatTurnText, `must be at most ${LIMITS.chatTurnText} characters`),
  titles: z
    .array(titleRef)
    .max(LIMITS.chatTurnTitles, `must list at most ${LIMITS.chatTurnTitles} titles`)
    .default([]),
});

/**
 * POST /api/chat body (docs/product.md#chat-limits): the question, trimmed, 1 to 500 characters;
 * optionally the titles the person has watched and the last few turns. Both lists are bounded,
 * so a message costs the same whatever the client sends.
 */
export const chatRequestSchema = z.object({
  text: z
    .string('must be text')
    .trim()
    .min(LIMITS.chatText.min, 'must not be blank')
    .max(LIMITS.chatText.max, `must be at most ${LIMITS.chatText.max} characters`),
  watched: z
    .array(titleRef)
    .max(LIMITS.chatWatched, `must list at most ${LIMITS.chatWatched} titles`)
    .default([]),
  turns: z
    .array(turn)
    .max(LIMITS.chatTurns, `must hold at most ${LIMITS.chatTurns} turns`)
    .default([]),
});

export type ChatRequest = z.infer<typeof chatRequestSchema>;
