import { CHAT_HISTORY_LIMITS } from '@/shared/chat/chat-history-limits';
import type { ChatTitle } from '@/shared/chat/chat-schemas';
import { APOLOGY, GREETING } from './chat-content';

interface ShownMessage {
  text: string;
  isBot: boolean;
  titles: ChatTitle[];
}

export interface ChatTurn {
  role: 'user' | 'assistant';
  text: string;
  titles: { id: number; media_type: 'movie' | 'tv' }[];
}

/**
 * The last few turns of the conversation, for follow-ups ("more", "like the second one"),
 * within the server's bounds. The greeting and the apology are not part of it: neither answered
 * a request.
 */
export function recentTurns(messages: readonly ShownMessage[]): ChatTurn[] {
  return messages
    .filter((m) => !(m.isBot && (m.text === GREETING || m.text === APOLOGY)))
    .slice(-CHAT_HISTORY_LIMITS.turns)
    .map((m) => ({
      role: m.isBot ? 'assistant' : 'user',
      text: m.text.slice(0, CHAT_HISTORY_LIMITS.turnText),
      titles: m.titles
        .slice(0, CHAT_HISTORY_LIMITS.turnTitles)
        .map(({ id, media_type }) => ({ id, media_type })),
    }));
}

/** The newest watched titles, so "nothing I've already watched" can leave them out. */
export function watchedTitles(
  history: readonly { id: number; media_type: 'movie' | 'tv' }[],
): ChatTurn['titles'] {
  return history
    .slice(0, CHAT_HISTORY_LIMITS.watched)
    .map(({ id, media_type }) => ({ id, media_type }));
}
