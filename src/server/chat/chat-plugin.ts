import { createHash } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { getEmbeddedCatalogue } from '@/server/catalog/embedded/embedded-catalogue';
import type { Config } from '@/server/config';
import { HttpError } from '@/server/http/errors';
import { parseInput } from '@/server/http/validate';
import { chatRequestSchema, type ChatResponse } from '@/shared/chat/chat-schemas';
import { createChatService } from './chat-service';
import type { CatalogSource } from '@/server/catalog/catalog-source';
import { indexCatalogue, type ChatCatalogue } from './local/catalogue-index';
import { tmdbRelinker } from './relink-titles';

export interface ChatPluginOptions {
  config: Config;
  /** Tests inject a fixture; by default the embedded catalogue (never TMDB: see chat-service). */
  catalogue?: () => ChatCatalogue;
  /** Tests and benchmarks set their own limit, or false to measure without one. */
  rateLimit?: { max: number; timeWindowMs: number } | false;
  /** The app's catalogue: when it is TMDB, recommended titles are linked to TMDB's ids. */
  catalogSource?: CatalogSource;
  fetch?: typeof fetch;
  aiTimeoutMs?: number;
  aiBudgetMs?: number;
}

/** The spec's chat is for people typing: 20 messages a minute per session and address. */
export const CHAT_RATE_LIMIT = { max: 20, timeWindowMs: 60_000 };

/** Mounts POST /api/chat (issue 7), with its own rate limit that applies to this route only. */
export async function chatPlugin(app: FastifyInstance, opts: ChatPluginOptions) {
  const catalogue = opts.catalogue ?? getEmbeddedCatalogue;
  const service = createChatService({
    config: opts.config,
    catalogue,
    relink:
      opts.catalogSource?.name === 'tmdb'
        ? tmdbRelinker(opts.catalogSource, () => indexCatalogue(catalogue()))
        : undefined,
    log: app.log,
    fetch: opts.fetch,
    timeoutMs: opts.aiTimeoutMs,
    budgetMs: opts.aiBudgetMs,
  });

  const limit = opts.rateLimit ?? CHAT_RATE_LIMIT;
  if (limit) {
    // Registered inside this plugin, so the limit covers the chat route and nothing else.
    await app.register(rateLimit, {
      max: limit.max,
      timeWindow: limit.timeWindowMs,
      keyGenerator: chatRateKey,
      errorResponseBuilder: (_request, context) =>
        new HttpError(
          429,
          'too-many-requests',
          `Too many messages. Please wait ${context.after} and try again.`,
        ),
    });
  }

  app.post('/api/chat', async (request): Promise<ChatResponse> => {
    const { text } = parseInput(chatRequestSchema, request.body);
    return service.answer(text);
  });
}

/**
 * One bucket per session and address. The session token is hashed so that it never sits in
 * memory or logs as a usable credential; without a session cookie the address alone counts.
 */
export function chatRateKey(request: FastifyRequest): string {
  const cookie = request.headers.cookie ?? '';
  const token = /(?:^|;\s*)(?:__Secure-)?[\w.-]*session_token=([^;]+)/.exec(cookie)?.[1];
  const session = token ? createHash('sha256').update(token).digest('base64url').slice(0, 22) : '-';
  return `${request.ip}|${session}`;
}
