import type { ServerResponse } from 'node:http';
import { sendJson, startFakeUpstream, type Recorded } from '../../testing/test-support';

/**
 * A fake Gemini API (generateContent) on 127.0.0.1 that behaves as the real service is
 * documented and seen to behave:
 * - Models: only current ones exist. Others, including the shut-down 1.5 and 1.0 models, answer
 *   404 `NOT_FOUND` with the message "models/{model} is not found for API version {version}, or
 *   is not supported for generateContent…" (Gemini deprecations page; the API's error shape
 *   `{error:{code,message,status}}` from its error reference).
 * - The key: a missing or wrong `key` is 400 `INVALID_ARGUMENT` "API key not valid" (error
 *   reference, reason API_KEY_INVALID).
 * - Thinking: Gemini 3 models think by default (level high) and their thinking tokens count
 *   against `maxOutputTokens`; when nothing is left the answer has no parts and
 *   `finishReason: "MAX_TOKENS"` (thinking guide). Sending both `thinkingLevel` and
 *   `thinkingBudget` is 400 (thinking guide: "cannot use both").
 * - A blocked prompt answers 200 with `promptFeedback.blockReason` and no candidates
 *   (GenerateContentResponse reference). The fake blocks prompts containing "[[blocked]]".
 * Tests can queue plain failures (503, 429) or a request that never answers.
 */
const CURRENT_MODELS = new Set([
  'gemini-3.8-flash',
  'gemini-3.6-flash',
  'gemini-3.5-flash-lite',
  'gemini-3.1-flash-lite',
]);

/** Output tokens a Gemini 3 model spends thinking, by level. */
const THINKING_TOKENS = { minimal: 0, low: 120, medium: 400, high: 900 } as const;
const ANSWER_TOKENS = 80;

export async function startFakeGemini(options: { key: string }) {
  const queued: Array<[number, string] | 'hang'> = [];
  let answer = (prompt: string) => `Watch Alien (1979). (asked: ${prompt.length} chars)`;
  const upstream = await startFakeUpstream((req, res) => handle(req, res));

  function handle(req: Recorded, res: ServerResponse) {
    const step = queued.shift();
    if (step === 'hang') return;
    if (step) return sendJson(res, step[0], error(step[0], step[1], `fake ${step[1]}`));
    if (req.query.get('key') !== options.key)
      return sendJson(
        res,
        400,
        error(400, 'INVALID_ARGUMENT', 'API key not valid. Please pass a valid API key.'),
      );
    const match = /^\/(v1beta|v1)\/models\/([^/:]+):generateContent$/.exec(req.path);
    if (!match)
      return sendJson(res, 404, error(404, 'NOT_FOUND', 'Requested entity was not found.'));
    const [, version, model] = match;
    if (!CURRENT_MODELS.has(model!))
      return sendJson(
        res,
        404,
        error(
          404,
          'NOT_FOUND',
          `models/${model} is not found for API version ${version}, or is not supported for generateContent. Call ListModels to see the list of available models and their supported methods.`,
        ),
      );
    const body = req.body as {
      contents: Array<{ parts: Array<{ text: string }> }>;
      generationConfig?: {
        maxOutputTokens?: number;
        thinkingConfig?: { thinkingLevel?: keyof typeof THINKING_TOKENS; thinkingBudget?: number };
      };
    };
    const thinking = body.generationConfig?.thinkingConfig ?? {};
    if (thinking.thinkingLevel !== undefined && thinking.thinkingBudget !== undefined)
      return sendJson(
        res,
        400,
        error(
          400,
          'INVALID_ARGUMENT',
          'thinking_budget and thinking_level are not supported together.',
        ),
      );
    const prompt = body.contents.map((c) => c.parts.map((p) => p.text).join('')).join('\n');
    if (prompt.includes('[[blocked]]'))
      return sendJson(res, 200, {
        promptFeedback: { blockReason: 'SAFETY', safetyRatings: [] },
        usageMetadata: { promptTokenCount: 40, totalTokenCount: 40 },
      });
    const level = thinking.thinkingLevel ?? 'high';
    const spent = THINKING_TOKENS[level] ?? THINKING_TOKENS.high;
    const limit = body.generationConfig?.maxOutputTokens ?? 8192;
    if (spent + ANSWER_TOKENS > limit)
      return sendJson(res, 200, {
        candidates: [{ content: { role: 'model' }, finishReason: 'MAX_TOKENS', index: 0 }],
        usageMetadata: {
          promptTokenCount: 40,
          thoughtsTokenCount: limit,
          totalTokenCount: 40 + limit,
        },
      });
    return sendJson(res, 200, {
      candidates: [
        {
          content: { parts: [{ text: answer(prompt) }], role: 'model' },
          finishReason: 'STOP',
          index: 0,
        },
      ],
      usageMetadata: {
        promptTokenCount: 40,
        candidatesTokenCount: ANSWER_TOKENS,
        thoughtsTokenCount: spent,
      },
    });
  }

  return {
    ...upstream,
    /** The next requests fail with these statuses, or never answer. */
    queue: (...steps: Array<[number, string] | 'hang'>) => queued.push(...steps),
    answerWith: (make: (prompt: string) => string) => void (answer = make),
    reset: () => {
      queued.length = 0;
      upstream.requests.length = 0;
    },
  };
}

function error(code: number, status: string, message: string) {
  return { error: { code, message, status } };
}
