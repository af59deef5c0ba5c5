import { CHAT_HISTORY_LIMITS } from '@/shared/chat/chat-history-limits';
import { z } from 'zod';
import { LIMITS } from '@/shared/api/limits';
import { CHAT_LANGUAGES } from '@/shared/chat/chat-schemas';

const titleRef = z.object({
  id: z.number().int().min(1),
  media_type: z.enum(['movie', 'tv']),
});

/** One earlier message of the conversation, as the client shows it. */
const turn = z.object({
  role: z.enum(['user', 'assistant']),
  text: z
    .string()
    .max(
      CHAT_HISTORY_LIMITS.turnText,
      `must be at most ${CHAT_HISTORY_LIMITS.turnText} characters`,
    ),
  titles: z
    .array(titleRef)
    .max(
      CHAT_HISTORY_LIMITS.turnTitles,
      `must list at most ${CHAT_HISTORY_LIMITS.turnTitles} titles`,
    )
    .default([]),
});

/**
 * POST /api/chat body (docs/product.md#chat-limits): the question, trimmed, 1 to 500 characters;
 * optionally the titles the person has seen, those in their vault, and the last few turns. Every
 * list is bounded, so a message costs the same whatever the client sends. `language` is the
 * interface's, the answer's language when the message's own is unclear (issue 33).
 */
export const chatRequestSchema = z.object({
  text: z
    .string('must be text')
    .trim()
    .min(LIMITS.chatText.min, 'must not be blank')
    .max(LIMITS.chatText.max, `must be at most ${LIMITS.chatText.max} characters`),
  watched: z
    .array(titleRef)
    .max(CHAT_HISTORY_LIMITS.watched, `must list at most ${CHAT_HISTORY_LIMITS.watched} titles`)
    .default([]),
  vault: z
    .array(titleRef)
    .max(CHAT_HISTORY_LIMITS.vault, `must list at most ${CHAT_HISTORY_LIMITS.vault} titles`)
    .default([]),
  turns: z
    .array(turn)
    .max(CHAT_HISTORY_LIMITS.turns, `must hold at most ${CHAT_HISTORY_LIMITS.turns} turns`)
    .default([]),
  language: z.enum(CHAT_LANGUAGES, `must be one of ${CHAT_LANGUAGES.join(', ')}`).optional(),
});

export type ChatRequest = z.infer<typeof chatRequestSchema>;
