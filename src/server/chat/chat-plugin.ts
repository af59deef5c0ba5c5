import { dailyCapNote, type DailyCap } from './daily-cap-notes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { getEmbeddedCatalogue } from '@/server/catalog/embedded/embedded-catalogue';
import type { Config } from '@/server/config';
import { HttpError } from '@/server/http/errors';
import { parseInput } from '@/server/http/validate';
import type { ChatResponse } from '@/shared/chat/chat-schemas';
import { chatRequestSchema } from './chat-request-schema';
import { createChatService } from './chat-service';
import type { CatalogSource } from '@/server/catalog/catalog-source';
import type { AccountsHandle } from '@/server/auth/accounts-handle';
import type { ProfilesHandle } from '@/server/profiles/profiles-handle';
import type { Database } from '@/server/db/database';
import { clientAddressKey } from '@/server/limits/client-address';
import { databaseDailyUsage, memoryDailyUsage, takeEach } from '@/server/limits/daily-usage';
import { registerPluginRateLimit } from '@/server/limits/plugin-rate-limit';
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
  /** Who is signed in; absent with accounts off. */
  accounts?: AccountsHandle;
  /** Who watches: a kids profile gets the local recommender on kids titles only. */
  viewers?: Pick<ProfilesHandle, 'viewerOf'>;
  /** The app's database, for counts every server shares; without one they live in this process. */
  database?: Database;
  /** Tests move the clock of the daily cap. */
  now?: () => number;
}

/**
 * The product's chat is for people typing: 20 messages a minute per person
 * (docs/product.md#chat-limits).
 */
const CHAT_RATE_LIMIT = { max: 20, timeWindowMs: 60_000 };

/**
 * Mounts POST /api/chat (docs/product.md#chat-nexus-movie-ai), with its own rate limit that applies
 * to this route only.
 */
export async function chatPlugin(app: FastifyInstance, opts: ChatPluginOptions) {
  const catalogue = opts.catalogue ?? getEmbeddedCatalogue;
  const tmdb = opts.catalogSource?.name === 'tmdb' ? opts.catalogSource : undefined;
  const index = () => indexCatalogue(catalogue());
  const relink = tmdb && tmdbRelinker(tmdb, index);
  // A kids profile's cards link only to what TMDB's kids view finds (its own certification).
  const relinkKids = tmdb?.kids ? tmdbRelinker(tmdb.kids, index) : async () => [];
  const service = createChatService({
    config: opts.config,
    catalogue,
    relink: relink && ((titles, kids) => (kids ? relinkKids(titles) : relink(titles))),
    log: app.log,
    fetch: opts.fetch,
    timeoutMs: opts.aiTimeoutMs,
    budgetMs: opts.aiBudgetMs,
  });

  const accountsMode = opts.config.AUTH_MODE === 'accounts';
  const userOf = opts.accounts?.userOf ?? (async () => null);
  const { database } = opts;
  const dailyUsage = database
    ? databaseDailyUsage(database.db, opts.now)
    : memoryDailyUsage(opts.now);

  // In accounts mode the chat is for signed-in people: it may spend the operator's AI quota.
  app.addHook('preHandler', async (request) => {
    if (!accountsMode) return;
    const userId = await userOf(request);
    if (!userId) throw new HttpError(401, 'unauthorized', 'Please sign in to use the chat.');
    chatUsers.set(request, userId);
  });

  const limit = opts.rateLimit ?? CHAT_RATE_LIMIT;
  if (limit) {
    const limiter = await registerPluginRateLimit(app, database, 'chat');
    // Per person (their account, or their address with accounts off), and per address with
    // room for several people behind one (an office): reaching another bucket gains nothing.
    // Both are checked on every message (the plugin's own hook runs only one limiter).
    const perPerson = limiter(
      limit,
      (request) => chatUsers.get(request) ?? `ip:${clientAddressKey(request.ip)}`,
    );
    const perAddress = limiter(
      { ...limit, max: limit.max * (accountsMode ? ADDRESS_SHARE : 1) },
      (request) => `address:${clientAddressKey(request.ip)}`,
    );
    app.addHook('preHandler', async (request, reply) => {
      for (const check of [perAddress, perPerson]) {
        const verdict = await check(request);
        if (verdict.isAllowed || !verdict.isExceeded) continue;
        const wait = Math.max(1, verdict.ttlInSeconds);
        reply.header('retry-after', String(wait));
        throw new HttpError(
          429,
          'too-many-requests',
          `Too many messages. Please wait ${wait} seconds and try again.`,
        );
      }
    });
  }

  const { config } = opts;
  app.post('/api/chat', async (request): Promise<ChatResponse> => {
    const { text, watched, vault, turns, language } = parseInput(chatRequestSchema, request.body);
    const context = { watched, vault, turns, language };
    // A kids profile: our own recommender over the titles for children, never a model's free
    // text (docs/product.md#profiles), so no AI call and nothing of the daily caps spent.
    if ((await opts.viewers?.viewerOf(request))?.kids)
      return service.answer(text, { ...context, ai: false, kids: true });
    if (!service.aiConfigured) return service.answer(text, context);
    // The paid provider is asked only within the person's daily cap, their address's (however
    // many accounts it opens) and the server's; past one, our own recommender answers, and says
    // which.
    const address = clientAddressKey(request.ip);
    const who = chatUsers.get(request) ?? `ip:${address}`;
    const refused = await takeEach(dailyUsage, [
      { key: `chat-ai:${who}`, cap: config.CHAT_DAILY_LIMIT_PER_USER },
      { key: `chat-ai-address:${address}`, cap: config.CHAT_DAILY_LIMIT_PER_ADDRESS },
      { key: 'chat-ai-total', cap: config.CHAT_DAILY_LIMIT_TOTAL },
    ]);
    if (refused === -1) return service.answer(text, context);
    const local = await service.answer(text, { ...context, ai: false });
    const note = dailyCapNote(refused as DailyCap, text, language);
    return { ...local, text: `${note}\n\n${local.text}` };
  });
}

/** Requests whose session was checked, and whose user they are. */
const chatUsers = new WeakMap<FastifyRequest, string>();

/** How many people's allowance one address gets: several may share it. */
const ADDRESS_SHARE = 3;
