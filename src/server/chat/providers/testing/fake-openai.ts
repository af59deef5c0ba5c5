import type { ServerResponse } from 'node:http';
import { sendJson, startFakeUpstream, type Recorded } from '../../testing/test-support';

/**
 * A fake OpenAI-compatible server (POST /v1/chat/completions) on 127.0.0.1, behaving as the
 * real ones are documented to:
 * - The path is `/v1/chat/completions` (OpenAI's API reference; Ollama, vLLM, llama.cpp and LM
 *   Studio serve the same path under `/v1`); anything else is 404.
 * - For OpenAI-style model names (gpt-5*, o-series), `max_tokens` is refused with 400
 *   `{error:{message, type:"invalid_request_error", param:"max_tokens",
 *   code:"unsupported_parameter"}}`, and a non-default `temperature` likewise with
 *   param "temperature" (OpenAI's reasoning-model guide and its published error answers).
 * - `content` may be `null` (a refusal or a tool call: chat completion object reference).
 * - Self-hosted reasoning models put `<think>…</think>` before the answer in `content`
 *   (as served by vLLM and Ollama for DeepSeek-R1-style models).
 */
export async function startFakeOpenAi() {
  let content: string | null = 'Try Die Hard (1988) for action.';
  const upstream = await startFakeUpstream((req, res) => handle(req, res));

  function handle(req: Recorded, res: ServerResponse) {
    if (req.method !== 'POST' || req.path !== '/v1/chat/completions')
      return sendJson(res, 404, {
        error: { message: `Unknown path ${req.path}`, type: 'invalid_request_error' },
      });
    const body = req.body as { model: string; max_tokens?: number; temperature?: number };
    if (/^(gpt-5|o\d)/.test(body.model)) {
      if (body.max_tokens !== undefined)
        return unsupported(
          res,
          'max_tokens',
          "Unsupported parameter: 'max_tokens' is not supported with this model. Use 'max_completion_tokens' instead.",
        );
      if (body.temperature !== undefined && body.temperature !== 1)
        return unsupported(
          res,
          'temperature',
          "Unsupported value: 'temperature' does not support 0.9 with this model. Only the default (1) value is supported.",
        );
    }
    return sendJson(res, 200, {
      id: 'chatcmpl-1',
      object: 'chat.completion',
      created: 1_700_000_000,
      model: body.model,
      choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
      usage: { prompt_tokens: 60, completion_tokens: 40, total_tokens: 100 },
    });
  }

  return {
    ...upstream,
    answerWith: (text: string | null) => void (content = text),
  };
}

function unsupported(res: ServerResponse, param: string, message: string) {
  sendJson(res, 400, {
    error: { message, type: 'invalid_request_error', param, code: 'unsupported_parameter' },
  });
}
