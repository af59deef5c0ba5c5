import * as v from 'valibot';

/** Who wrote the answer: our own recommender, or one of the AI providers. */
const chatSourceSchema = v.picklist(['local', 'gemini', 'openai']);

/** A recommended title, enough for a card that links to its detail page. */
const chatTitleSchema = v.object({
  id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  media_type: v.picklist(['movie', 'tv']),
  title: v.string(),
  poster_path: v.nullable(v.string()),
});
export type ChatTitle = v.InferOutput<typeof chatTitleSchema>;

export const chatResponseSchema = v.object({
  text: v.string(),
  titles: v.array(chatTitleSchema),
  source: chatSourceSchema,
});
export type ChatResponse = v.InferOutput<typeof chatResponseSchema>;
