import type { Language } from '@/shared/i18n/languages';

/** Each interface language as the prompt names it. */
const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  es: 'Spanish (Spain)',
  fr: 'French',
  de: 'German',
  'pt-BR': 'Brazilian Portuguese',
  it: 'Italian',
};

/**
 * The one prompt every AI provider gets. It holds the user's question and, optionally, titles
 * from our own embedded catalogue. TMDB's terms forbid TMDB content in AI prompts, so nothing
 * from TMDB may ever be passed in here.
 */
export function buildPrompt(
  question: string,
  embeddedTitles: string[] = [],
  /** The format the request asks for (docs/product.md#the-format-follows-the-request). */
  format: 'movie' | 'tv' | null = 'movie',
  /** The language to write in when the request's own is unclear (the interface's, issue 33). */
  answerIn?: Language,
): string {
  const kind = format === 'tv' ? 'series' : format === 'movie' ? 'movies' : 'movies or series';
  const lines = [
    'You are NEXUS Movie AI, a friendly film expert inside a streaming app.',
    `Recommend 2-3 ${kind} for the request below, with one short reason each.`,
    'Write each title exactly as it is known, followed by its release year in brackets.',
    'Keep the whole answer under 150 words. Plain text, no markdown.',
  ];
  if (embeddedTitles.length > 0) {
    lines.push(
      `Titles in our catalogue that may fit (prefer these): ${embeddedTitles.join('; ')}.`,
    );
  }
  if (answerIn) {
    lines.push(
      `The request's language is unclear: write the answer in ${LANGUAGE_NAMES[answerIn]}.`,
    );
  }
  lines.push('', `Request: ${question}`);
  return lines.join('\n');
}

/** An earlier turn as an AI provider gets it: who spoke, and what was said. */
export interface ConversationTurn {
  role: 'user' | 'assistant';
  text: string;
}

/**
 * The conversation so far, for the model to read a follow-up ("older", "like the second one")
 * in context. It holds the person's own messages and the answers they were shown, which come from
 * our recommender or the model itself, never from TMDB. Empty turns are dropped.
 */
export function conversationFor(turns: readonly ConversationTurn[]): ConversationTurn[] {
  return turns
    .map(({ role, text }) => ({ role, text: text.trim() }))
    .filter((turn) => turn.text.length > 0);
}
