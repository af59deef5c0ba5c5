import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { z } from 'zod';
import { chatResponseSchema, type ChatResponse } from '@/shared/chat/chat-schemas';
import type { chatRequestSchema } from '../chat-request-schema';

type EarlierTurns = z.input<typeof chatRequestSchema>['turns'];

/** One request to the chat as the browser posts it; earlier turns only when there are some. */
export function postChat(app: FastifyInstance, text: string, turns?: EarlierTurns) {
  return app.inject({
    method: 'POST',
    url: '/api/chat',
    payload: turns ? { text, turns } : { text },
  });
}

/** The chat's answer to one request, checked against the contract the browser reads it by. */
export async function askChat(
  app: FastifyInstance,
  text: string,
  turns?: EarlierTurns,
): Promise<ChatResponse> {
  return v.parse(chatResponseSchema, (await postChat(app, text, turns)).json());
}
