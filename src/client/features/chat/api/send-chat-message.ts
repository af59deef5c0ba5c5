import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client';
import { chatResponseSchema, type ChatResponse } from '@/shared/chat/chat-schemas';
import { parseAnswer } from '@/client/api/parse-answer';
import type { ChatTurn } from '../utils/chat-turns';
import type { Language } from '@/shared/i18n/languages';

/**
 * A chat message with what the server needs for follow-ups, for leaving out what the person has
 * seen, and for "is it in my vault".
 */
interface ChatRequestBody {
  text: string;
  turns: ChatTurn[];
  watched: ChatTurn['titles'];
  vault: ChatTurn['titles'];
  /** The interface's language: the answer's when the message's own is unclear (issue 33). */
  language?: Language;
}

/** POST /api/chat: the answer is checked against the contract before the page uses it. */
async function sendChatMessage(body: ChatRequestBody): Promise<ChatResponse> {
  const data = await apiRequest<unknown>('/api/chat', { method: 'POST', body });
  return parseAnswer(chatResponseSchema, data);
}

export function useSendChatMessage() {
  return useMutation({ mutationKey: ['chat', 'send'], mutationFn: sendChatMessage });
}
