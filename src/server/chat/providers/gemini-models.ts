/**
 * Which Gemini models to ask (GEMINI_MODELS, with its default, in config.ts), and how each
 * family is asked to think.
 */
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
