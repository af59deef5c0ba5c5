import type { FastifyBaseLogger } from 'fastify';
import type { ChatCatalogue } from './local/catalogue-index';
import type { ChatRequest } from './chat-request-schema';
import type { Config } from '@/server/config';
import type { ChatResponse, ChatTitle } from '@/shared/chat/chat-schemas';
import { indexCatalogue } from './local/catalogue-index';
import { kidsCatalogue } from '@/server/catalog/embedded/embedded-kids';
import { recommendLocally } from './local/local-recommender';
import { askGemini } from './providers/gemini-provider';
import { parseGeminiModels } from './providers/gemini-models';
import { askOpenAiCompatible } from './providers/openai-provider';
import { keepLimits } from './providers/keep-limits';
import { linkTitles } from './providers/link-titles';
import { answerLanguageOf, readLanguage } from './local/language/detect-language';
import { normalize } from './local/text-match';
import { droppedNote, seenNote } from './local/compose-answer';
import { buildPrompt, conversationFor, type ConversationTurn } from './providers/prompt';
import { cleanAiText, type ProviderAnswer, type ProviderContext } from './providers/provider-types';

type AiConfig = Pick<
  Config,
  | 'GEMINI_API_KEY'
  | 'GEMINI_BASE_URL'
  | 'GEMINI_MODELS'
  | 'OPENAI_BASE_URL'
  | 'OPENAI_API_KEY'
  | 'OPENAI_MODEL'
>;

/** How one message is answered: what the person has seen and saved, and the turns before it. */
interface AnswerOptions extends Partial<
  Pick<ChatRequest, 'watched' | 'vault' | 'turns' | 'language'>
> {
  seed?: number;
  /** False past the daily cap: the local recommender answers. */
  ai?: boolean;
  /** A kids profile: only the titles that pass the kids rule (src/shared/catalog/kids-rule.ts). */
  kids?: boolean;
}

export interface ChatServiceOptions {
  config: AiConfig;
  /** Always the EMBEDDED catalogue (our own data), never TMDB: its titles may enter a prompt. */
  catalogue: () => ChatCatalogue;
  log: FastifyBaseLogger;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** All AI calls of one answer together; below the browser's 10 s so the fallback arrives. */
  budgetMs?: number;
  /**
   * When the app serves another catalogue (TMDB), maps the picked titles to its ids; for a kids
   * profile, only to titles that catalogue's kids view has.
   */
  relink?: (titles: ChatTitle[], kids: boolean) => Promise<ChatTitle[]>;
}

/**
 * Answers a chat message: with Gemini when a key is set, else with an OpenAI-compatible API when
 * one is configured, and with the local recommender when there is neither or every model fails.
 */
export function createChatService(options: ChatServiceOptions) {
  const { config } = options;
  const budgetMs = options.budgetMs ?? 8_000;
  const context = (): ProviderContext => ({
    fetch: options.fetch ?? fetch,
    timeoutMs: options.timeoutMs ?? 10_000,
    deadline: Date.now() + budgetMs,
    log: options.log,
  });

  const geminiModels = parseGeminiModels(config.GEMINI_MODELS);
  // Shut-down models answer 404: skipped for the rest of this process's life.
  const retiredGeminiModels = new Set<string>();
  const openAiConfigured = Boolean(config.OPENAI_BASE_URL && config.OPENAI_MODEL);

  async function askAi(
    prompt: string,
    history: ConversationTurn[],
  ): Promise<(ProviderAnswer & { source: 'gemini' | 'openai' }) | null> {
    const ctx = context();
    if (config.GEMINI_API_KEY) {
      // With a second provider behind it, Gemini gets half the time, so the fallback has its turn.
      const geminiCtx = openAiConfigured
        ? { ...ctx, deadline: Date.now() + (ctx.deadline - Date.now()) / 2 }
        : ctx;
      const answer = await askGemini(
        prompt,
        history,
        {
          apiKey: config.GEMINI_API_KEY,
          baseUrl: config.GEMINI_BASE_URL,
          models: geminiModels,
          retired: retiredGeminiModels,
        },
        geminiCtx,
      );
      if (answer) return { ...answer, source: 'gemini' };
    }
    if (config.OPENAI_BASE_URL && config.OPENAI_MODEL) {
      const answer = await askOpenAiCompatible(
        prompt,
        history,
        {
          baseUrl: config.OPENAI_BASE_URL,
          apiKey: config.OPENAI_API_KEY,
          model: config.OPENAI_MODEL,
        },
        ctx,
      );
      if (answer) return { ...answer, source: 'openai' };
    }
    return null;
  }

  const aiConfigured = Boolean(
    config.GEMINI_API_KEY || (config.OPENAI_BASE_URL && config.OPENAI_MODEL),
  );

  return {
    aiConfigured,
    async answer(text: string, how: AnswerOptions = {}): Promise<ChatResponse> {
      const answer = await answerFromCatalogue(text, how);
      return options.relink
        ? { ...answer, titles: await options.relink(answer.titles, how.kids ?? false) }
        : answer;
    },
  };

  async function answerFromCatalogue(text: string, how: AnswerOptions): Promise<ChatResponse> {
    const catalogue = how.kids ? kidsCatalogue(options.catalogue()) : options.catalogue();
    const keys = (list: { id: number; media_type: string }[] = []) =>
      new Set(list.map((t) => `${t.media_type}:${t.id}`));
    const watched = keys(how.watched);
    const local = recommendLocally(catalogue, text, {
      seed: how.seed,
      watched,
      vault: keys(how.vault),
      turns: how.turns,
      unclearLanguage: how.language ? answerLanguageOf(how.language) : undefined,
    });
    // A question about a title is answered from the catalogue's facts, never by a model; a kids
    // profile never gets a model's text.
    if (aiConfigured && (how.ai ?? true) && !how.kids && !local.question) {
      // The local picks ground the AI in titles we can link to; they are our own data.
      const ai = await askAi(
        buildPrompt(
          text,
          local.titles.map((t) => t.title),
          local.intent.mediaType,
          how.language && readLanguage(normalize(text), text) === null ? how.language : undefined,
        ),
        conversationFor(how.turns ?? []),
      );
      if (ai) {
        const index = indexCatalogue(catalogue);
        // The model may ignore a limit: its picks are re-checked, and those that break one go.
        const { titles, dropped, seen } = keepLimits(
          linkTitles(ai.text, index),
          local.intent,
          index,
          watched,
          local.titles,
        );
        // One note at most: what broke the request, else how many seen titles were left out.
        const said = dropped.length
          ? droppedNote(local.intent, dropped)
          : seen
            ? seenNote(local.intent, seen)
            : '';
        const note = said ? `\n\n${said}` : '';
        return { text: cleanAiText(ai.text) + note, titles, source: ai.source };
      }
      options.log.warn('every AI model failed; answering with the local recommender');
    }
    return {
      text: local.text,
      titles: local.titles,
      source: 'local',
      ...(local.intro !== undefined && { intro: local.intro, note: local.note ?? null }),
    };
  }
}
