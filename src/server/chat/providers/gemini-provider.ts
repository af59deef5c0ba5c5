import { z } from 'zod';
import { callBudget, type ProviderAnswer, type ProviderContext } from './provider-types';

/** The spec's model order: the first answer with text wins. */
export const GEMINI_MODELS = [
  { model: 'gemini-1.5-flash', version: 'v1beta' },
  { model: 'gemini-1.5-pro', version: 'v1beta' },
  { model: 'gemini-1.5-flash', version: 'v1' },
  { model: 'gemini-1.5-pro', version: 'v1' },
  { model: 'gemini-pro', version: 'v1beta' },
  { model: 'gemini-pro', version: 'v1' },
] as const;

/** The spec's generation settings. */
export const GEMINI_GENERATION_CONFIG = {
  temperature: 0.9,
  topK: 40,
  topP: 0.95,
  maxOutputTokens: 200,
} as const;

const responseSchema = z.object({
  candidates: z
    .array(
      z.object({
        content: z.object({ parts: z.array(z.object({ text: z.string().optional() })) }).optional(),
      }),
    )
    .optional(),
});

/** Statuses the spec says are only logged before the next model is tried. */
const EXPECTED_FAILURES = new Set([400, 404, 429, 503]);

/**
 * Asks Gemini, model by model in the spec's order. Returns null when every model fails, so the
 * caller can answer locally. The key goes in the query string as the API expects; it is never
 * logged (log lines carry model, version and status only) and never returned.
 */
export async function askGemini(
  prompt: string,
  settings: { apiKey: string; baseUrl: string },
  ctx: ProviderContext,
): Promise<ProviderAnswer | null> {
  const body = JSON.stringify({
    contents: [{ parts: [{ text: prompt }] }],
    generationConfig: GEMINI_GENERATION_CONFIG,
  });
  for (const { model, version } of GEMINI_MODELS) {
    const url = `${settings.baseUrl}/${version}/models/${model}:generateContent?key=${encodeURIComponent(settings.apiKey)}`;
    const where = { provider: 'gemini', model, version };
    const budget = callBudget(ctx);
    if (budget === 0) {
      ctx.log.warn(where, 'no time left for another AI model');
      return null;
    }
    try {
      const response = await ctx.fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        signal: AbortSignal.timeout(budget),
      });
      if (!response.ok) {
        await response.body?.cancel();
        const level = EXPECTED_FAILURES.has(response.status) ? 'warn' : 'error';
        ctx.log[level]({ ...where, status: response.status }, 'AI model failed; trying the next');
        continue;
      }
      const parsed = responseSchema.safeParse(await response.json());
      const text = parsed.success
        ? parsed.data.candidates?.[0]?.content?.parts[0]?.text?.trim()
        : undefined;
      if (text) return { text, model: `${model} (${version})` };
      ctx.log.warn({ ...where, status: response.status }, 'AI model answered without text');
    } catch (error) {
      // Error messages from fetch can quote the URL, and the URL holds the key: log the kind only.
      const kind = error instanceof Error ? error.name : 'unknown';
      ctx.log.warn({ ...where, error: kind }, 'AI model unreachable; trying the next');
    }
  }
  return null;
}
