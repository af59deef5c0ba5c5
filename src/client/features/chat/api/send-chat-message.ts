import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client';
import { chatResponseSchema, type ChatResponse } from '@/shared/chat/chat-schemas';
import { parseAnswer } from '@/client/api/parse-answer';

/** POST /api/chat: the answer is checked against the contract before the page uses it. */
async function sendChatMessage(text: string): Promise<ChatResponse> {
  const data = await apiRequest<unknown>('/api/chat', { method: 'POST', body: { text } });
  return parseAnswer(chatResponseSchema, data);
}

export function useSendChatMessage() {
  return useMutation({ mutationKey: ['chat', 'send'], mutationFn: sendChatMessage });
}
