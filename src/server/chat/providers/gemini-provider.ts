import { z } from 'zod';
import { thinkingFor, type GeminiModel } from './gemini-models';
import type { ConversationTurn } from './prompt';
import { callBudget, type ProviderAnswer, type ProviderContext } from './provider-types';

/**
 * The product's sampling settings (docs/product.md#who-answers); the output length depends on the
 * model (gemini-models.ts).
 */
export const GEMINI_GENERATION_CONFIG = { temperature: 0.9, topK: 40, topP: 0.95 } as const;

const responseSchema = z.object({
  candidates: z
    .array(
      z.object({
        content: z
          .object({
            parts: z.array(
              z.object({ text: z.string().optional(), thought: z.boolean().optional() }),
            ),
          })
          .optional(),
        finishReason: z.string().optional(),
      }),
    )
    .optional(),
  promptFeedback: z.object({ blockReason: z.string().optional() }).optional(),
});

/** Statuses worth a warning only: the next model is tried. */
const EXPECTED_FAILURES = new Set([400, 404, 429, 503]);

export interface GeminiSettings {
  apiKey: string;
  baseUrl: string;
  models: GeminiModel[];
  /** Models that answered 404 (shut down, or unknown): not asked again until a restart. */
  retired: Set<string>;
}

/**
 * Asks Gemini, model by model in the configured order. Returns null when every model fails, so
 * the caller can answer another way. The key goes in the query string as the API expects; it is
 * never logged (log lines carry model, version and status only) and never returned.
 */
export async function askGemini(
  prompt: string,
  history: readonly ConversationTurn[],
  settings: GeminiSettings,
  ctx: ProviderContext,
): Promise<ProviderAnswer | null> {
  for (const { model, version } of settings.models) {
    const id = `${version}/${model}`;
    if (settings.retired.has(id)) continue;
    const where = { provider: 'gemini', model, version };
    const budget = callBudget(ctx);
    if (budget === 0) {
      ctx.log.warn(where, 'no time left for another AI model');
      return null;
    }
    const { thinkingConfig, maxOutputTokens } = thinkingFor(model);
    const body = JSON.stringify({
      // Earlier turns first, as Gemini's multi-turn format has them ("model" for answers).
      contents: [
        ...history.map((turn) => ({
          role: turn.role === 'assistant' ? 'model' : 'user',
          parts: [{ text: turn.text }],
        })),
        { role: 'user', parts: [{ text: prompt }] },
      ],
      generationConfig: {
        ...GEMINI_GENERATION_CONFIG,
        maxOutputTokens,
        ...(thinkingConfig ? { thinkingConfig } : {}),
      },
    });
    const url = `${settings.baseUrl}/${version}/models/${model}:generateContent?key=${encodeURIComponent(settings.apiKey)}`;
    try {
      const response = await ctx.fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        signal: AbortSignal.timeout(budget),
      });
      if (response.status === 404) {
        await response.body?.cancel();
        settings.retired.add(id);
        ctx.log.warn(
          { ...where, status: 404 },
          'AI model not found (shut down or misspelt in GEMINI_MODELS); not asked again until restart',
        );
        continue;
      }
      if (!response.ok) {
        await response.body?.cancel();
        const level = EXPECTED_FAILURES.has(response.status) ? 'warn' : 'error';
        ctx.log[level]({ ...where, status: response.status }, 'AI model failed; trying the next');
        continue;
      }
      const parsed = responseSchema.safeParse(await response.json());
      const candidate = parsed.success ? parsed.data.candidates?.[0] : undefined;
      // Thought summaries are parts too (`thought: true`); only the answer is shown.
      const text = candidate?.content?.parts
        .filter((part) => !part.thought)
        .map((part) => part.text ?? '')
        .join('')
        .trim();
      if (text) return { text, model: `${model} (${version})` };
      const reason = parsed.success
        ? (parsed.data.promptFeedback?.blockReason ?? candidate?.finishReason ?? 'no candidates')
        : 'unexpected answer shape';
      ctx.log.warn({ ...where, reason }, 'AI model answered without text; trying the next');
    } catch (error) {
      // Error messages from fetch can quote the URL, and the URL holds the key: log the kind only.
      const kind = error instanceof Error ? error.name : 'unknown';
      ctx.log.warn({ ...where, error: kind }, 'AI model unreachable; trying the next');
    }
  }
  return null;
}
