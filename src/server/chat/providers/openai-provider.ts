import { z } from 'zod';
import { GEMINI_GENERATION_CONFIG } from './gemini-provider';
import type { ConversationTurn } from './prompt';
import { callBudget, type ProviderAnswer, type ProviderContext } from './provider-types';

const responseSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable().optional() }) })),
});

const errorSchema = z.object({
  error: z.object({
    param: z.string().nullable().optional(),
    code: z.string().nullable().optional(),
  }),
});

/** Answer length: room for a short answer, and for a reasoning model's thinking before it. */
const MAX_TOKENS = 1024;

/**
 * The chat completions endpoint of an OpenAI-compatible server. People paste the server's root
 * (Ollama `http://host:11434`, vLLM `http://host:8000`, LM Studio `http://localhost:1234`,
 * llama.cpp `http://host:8080`) or the API base with `/v1`; both work. A base with another path
 * (a gateway's `/openai/v1`, say) is used as given.
 */
export function chatCompletionsUrl(baseUrl: string): string {
  const url = new URL(baseUrl);
  const path = url.pathname.replace(/\/+$/, '');
  url.pathname = `${path === '' ? '/v1' : path}/chat/completions`;
  return url.href;
}

/**
 * OpenAI's own current models take `max_completion_tokens` and refuse `max_tokens` and a
 * non-default temperature with 400 (its API reference and error `unsupported_parameter`);
 * self-hosted servers take `max_tokens` and the sampling settings.
 */
function requestBody(
  model: string,
  prompt: string,
  history: readonly ConversationTurn[],
  style: 'openai' | 'compatible',
) {
  const messages = [
    ...history.map((turn) => ({ role: turn.role, content: turn.text })),
    { role: 'user', content: prompt },
  ];
  return style === 'openai'
    ? { model, messages, max_completion_tokens: MAX_TOKENS }
    : {
        model,
        messages,
        temperature: GEMINI_GENERATION_CONFIG.temperature,
        top_p: GEMINI_GENERATION_CONFIG.topP,
        max_tokens: MAX_TOKENS,
      };
}

/** Self-hosted reasoning models can put their thinking in the answer: it is not for the viewer. */
export function withoutThinking(content: string): string {
  const closed = content.replace(/<think>[\s\S]*?<\/think>/gi, '');
  // An unclosed block (the answer was cut off while thinking) leaves no answer at all.
  return /<think>/i.test(closed) ? closed.replace(/<think>[\s\S]*$/i, '') : closed;
}

/**
 * Asks an OpenAI-compatible chat API with the same prompt as Gemini. Returns null on any
 * failure, for the local fallback. A 400 naming a parameter the server does not take is retried
 * once in the other style.
 */
export async function askOpenAiCompatible(
  prompt: string,
  history: readonly ConversationTurn[],
  settings: { baseUrl: string; apiKey?: string; model: string },
  ctx: ProviderContext,
): Promise<ProviderAnswer | null> {
  const url = chatCompletionsUrl(settings.baseUrl);
  const where = { provider: 'openai', model: settings.model };
  let style: 'openai' | 'compatible' =
    new URL(url).hostname === 'api.openai.com' ? 'openai' : 'compatible';
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const budget = callBudget(ctx);
    if (budget === 0) return null;
    try {
      const response = await ctx.fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}),
        },
        body: JSON.stringify(requestBody(settings.model, prompt, history, style)),
        signal: AbortSignal.timeout(budget),
      });
      if (response.status === 400 && attempt === 0) {
        const problem = errorSchema.safeParse(await response.json().catch(() => null));
        const param = problem.success ? problem.data.error.param : undefined;
        if (
          param &&
          ['max_tokens', 'max_completion_tokens', 'temperature', 'top_p'].includes(param)
        ) {
          ctx.log.warn(
            { ...where, param },
            'AI server refused a parameter; asking once more in its style',
          );
          style = style === 'openai' ? 'compatible' : 'openai';
          continue;
        }
        ctx.log.warn({ ...where, status: 400 }, 'AI model failed');
        return null;
      }
      if (!response.ok) {
        await response.body?.cancel();
        ctx.log.warn({ ...where, status: response.status }, 'AI model failed');
        return null;
      }
      const parsed = responseSchema.safeParse(await response.json());
      const content = parsed.success ? parsed.data.choices[0]?.message.content : undefined;
      const text = content ? withoutThinking(content).trim() : '';
      if (text) return { text, model: settings.model };
      ctx.log.warn(where, 'AI model answered without text');
      return null;
    } catch (error) {
      ctx.log.warn(
        { ...where, error: error instanceof Error ? error.name : 'unknown' },
        'AI model unreachable',
      );
      return null;
    }
  }
  return null;
}
