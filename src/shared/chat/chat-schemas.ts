import * as v from 'valibot';
import { LANGUAGES, type Language } from '@/shared/i18n/languages';

/**
 * The interface's languages a chat message may name (its optional `language`, issue 33): the
 * language the answer is written in when the message's own is unclear ("ok", "👍", a title
 * alone). A message in a language the chat reads is answered in that language.
 */
export const CHAT_LANGUAGES = LANGUAGES.map((language) => language.tag) as [
  Language,
  ...Language[],
];
export const chatLanguageSchema = v.picklist(CHAT_LANGUAGES);

/** Who wrote the answer: our own recommender, or one of the AI providers. */
const chatSourceSchema = v.picklist(['local', 'gemini', 'openai']);

/**
 * A recommended title, enough for a card that links to its detail page; our own recommender
 * adds its year and why it fits, for the answer's list.
 */
const chatTitleSchema = v.object({
  id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  media_type: v.picklist(['movie', 'tv']),
  title: v.string(),
  poster_path: v.nullable(v.string()),
  year: v.optional(v.nullable(v.number())),
  reason: v.optional(v.string()),
});
export type ChatTitle = v.InferOutput<typeof chatTitleSchema>;

/**
 * An answer: its whole text, the titles it names, and who wrote it. Our own recommender's answers
 * also come in parts, so the page shows them as a list: the sentence before the titles (`intro`)
 * and the one note after them (`note`), each title carrying its reason.
 */
export const chatResponseSchema = v.object({
  text: v.string(),
  titles: v.array(chatTitleSchema),
  source: chatSourceSchema,
  intro: v.optional(v.string()),
  note: v.optional(v.nullable(v.string())),
});
export type ChatResponse = v.InferOutput<typeof chatResponseSchema>;
