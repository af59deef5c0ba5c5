import { z } from 'zod';
import { LIMITS } from '@/shared/api/limits';

/**
 * POST /api/chat body: the user's question, trimmed, 1 to 500 characters
 * (docs/product.md#chat-screen).
 */
export const chatRequestSchema = z.object({
  text: z
    .string({ error: 'must be text' })
    .trim()
    .min(LIMITS.chatText.min, 'must not be blank')
    .max(LIMITS.chatText.max, `must be at most ${LIMITS.chatText.max} characters`),
});
export type ChatRequest = z.infer<typeof chatRequestSchema>;

/** Who wrote the answer: our own recommender, or one of the AI providers. */
export const chatSourceSchema = z.enum(['local', 'gemini', 'openai']);
export type ChatSource = z.infer<typeof chatSourceSchema>;

/** A recommended title, enough for a card that links to its detail page. */
export const chatTitleSchema = z.object({
  id: z.number().int().positive(),
  media_type: z.enum(['movie', 'tv']),
  title: z.string(),
  poster_path: z.string().nullable(),
});
export type ChatTitle = z.infer<typeof chatTitleSchema>;

export const chatResponseSchema = z.object({
  text: z.string(),
  titles: z.array(chatTitleSchema),
  source: chatSourceSchema,
});
export type ChatResponse = z.infer<typeof chatResponseSchema>;
