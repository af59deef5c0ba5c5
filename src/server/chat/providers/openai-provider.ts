import { z } from 'zod';
import { GEMINI_GENERATION_CONFIG } from './gemini-provider';
import { callBudget, type ProviderAnswer, type ProviderContext } from './provider-types';

const responseSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable().optional() }) })),
});

/**
 * Asks an OpenAI-compatible chat API (a self-hosted model, for instance) with the same prompt
 * and the same sampling settings as Gemini. Returns null on any failure, for the local fallback.
 */
export async function askOpenAiCompatible(
  prompt: string,
  settings: { baseUrl: string; apiKey?: string; model: string },
  ctx: ProviderContext,
): Promise<ProviderAnswer | null> {
  const where = { provider: 'openai', model: settings.model };
  const budget = callBudget(ctx);
  if (budget === 0) return null;
  try {
    const response = await ctx.fetch(`${settings.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: settings.model,
        messages: [{ role: 'user', content: prompt }],
        temperature: GEMINI_GENERATION_CONFIG.temperature,
        top_p: GEMINI_GENERATION_CONFIG.topP,
        max_tokens: GEMINI_GENERATION_CONFIG.maxOutputTokens,
      }),
      signal: AbortSignal.timeout(budget),
    });
    if (!response.ok) {
      await response.body?.cancel();
      ctx.log.warn({ ...where, status: response.status }, 'AI model failed');
      return null;
    }
    const parsed = responseSchema.safeParse(await response.json());
    const text = parsed.success ? parsed.data.choices[0]?.message.content?.trim() : undefined;
    if (text) return { text, model: settings.model };
    ctx.log.warn(where, 'AI model answered without text');
  } catch (error) {
    ctx.log.warn(
      { ...where, error: error instanceof Error ? error.name : 'unknown' },
      'AI model unreachable',
    );
  }
  return null;
}
