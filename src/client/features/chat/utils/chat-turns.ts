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

type Ref = ChatTurn['titles'][number];

/**
 * What the person has seen, newest first, within the server's bound: the watch history, the
 * watched marks (a series once for any of its episodes) and the rated titles. The chat leaves them
 * out unless asked for again ("again", "rewatch"), and says how many it left out.
 */
export function seenTitles(
  history: readonly { id: number; media_type: 'movie' | 'tv'; watchedAt: number }[],
  marks: readonly { id: number; type: 'movie' | 'tv'; watchedAt: number }[],
  ratings: readonly { id: number; media_type: 'movie' | 'tv'; ratedAt: number }[],
): Ref[] {
  const all = [
    ...history.map((h) => ({ id: h.id, media_type: h.media_type, at: h.watchedAt })),
    ...marks.map((m) => ({ id: m.id, media_type: m.type, at: m.watchedAt })),
    ...ratings.map((r) => ({ id: r.id, media_type: r.media_type, at: r.ratedAt })),
  ].sort((a, b) => b.at - a.at);
  return newestRefs(all, CHAT_HISTORY_LIMITS.watched);
}

/** The titles in the vault, newest first, within the server's bound ("is it in my vault"). */
export function vaultTitles(
  vault: readonly { id: number; type: 'movie' | 'tv'; addedAt: string }[],
) {
  const all = vault
    .map((item) => ({ id: item.id, media_type: item.type, at: Date.parse(item.addedAt) || 0 }))
    .sort((a, b) => b.at - a.at);
  return newestRefs(all, CHAT_HISTORY_LIMITS.vault);
}

/** Each title once (its newest entry), at most `max`. */
function newestRefs(sorted: (Ref & { at: number })[], max: number): Ref[] {
  const seen = new Set<string>();
  const refs: Ref[] = [];
  for (const { id, media_type } of sorted) {
    const key = `${media_type}:${id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    refs.push({ id, media_type });
    if (refs.length === max) break;
  }
  return refs;
}
