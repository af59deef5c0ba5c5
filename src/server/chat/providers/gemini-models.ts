/**
 * Which Gemini models to ask, in order, and how each family is asked to think.
 *
 * The default is today's stable Flash models (Google's model list and deprecation schedule,
 * ai.google.dev/gemini-api/docs/models and /deprecations, November 2026): `gemini-3.8-flash`, then
 * `gemini-3.5-flash-lite`. The product's original order (docs/product.md#who-answers: 1.5 Flash/Pro
 * and 1.0 Pro on v1beta and v1) has been shut down and answers 404; it stays available as a setting
 * (decision 0017):
 * GEMINI_MODELS=v1beta/gemini-1.5-flash,v1beta/gemini-1.5-pro,v1/gemini-1.5-flash,...
 */
export const DEFAULT_GEMINI_MODELS = 'gemini-3.8-flash,gemini-3.5-flash-lite';

export interface GeminiModel {
  model: string;
  version: 'v1beta' | 'v1';
}

/** `model` or `version/model`, comma-separated; the version defaults to v1beta. */
export function parseGeminiModels(text: string): GeminiModel[] {
  return text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const [first, second] = entry.split('/');
      return second === undefined
        ? { model: first!, version: 'v1beta' as const }
        : { model: second, version: first as 'v1beta' | 'v1' };
    });
}

export const GEMINI_MODEL_ENTRY = /^(?:(?:v1beta|v1)\/)?[a-z0-9][a-z0-9.-]*$/;

/**
 * The thinking settings a short answer needs. Models that think by default spend their output
 * tokens on thinking first: with a small `maxOutputTokens` the answer came back empty
 * (`finishReason: MAX_TOKENS`, no parts). Gemini 3 takes a thinking level (and refuses a budget
 * beside it with 400); 2.5 Flash and Flash-Lite can switch thinking off with a budget of 0;
 * 2.5 Pro cannot, 128 is its least. Older models do not think.
 */
export function thinkingFor(model: string): {
  thinkingConfig?: { thinkingLevel: 'low' } | { thinkingBudget: number };
  maxOutputTokens: number;
} {
  if (/^gemini-[3-9]/.test(model))
    return { thinkingConfig: { thinkingLevel: 'low' }, maxOutputTokens: 1024 };
  if (/^gemini-2\.5-pro/.test(model))
    return { thinkingConfig: { thinkingBudget: 128 }, maxOutputTokens: 1024 };
  if (/^gemini-2\.5/.test(model))
    return { thinkingConfig: { thinkingBudget: 0 }, maxOutputTokens: 400 };
  return { maxOutputTokens: 200 };
}
