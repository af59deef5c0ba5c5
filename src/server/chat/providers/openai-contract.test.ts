import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { chatResponseSchema } from '@/shared/chat/chat-schemas';
import { buildChatApp, sendJson, startFakeUpstream } from '../test-support';

const KEY = 'sk-fake-openai-compatible-key-0987654321';

/** The chat.completions answer shape of OpenAI-compatible servers. */
const completion = (content: string) => ({
  id: 'chatcmpl-1',
  object: 'chat.completion',
  created: 1_700_000_000,
  model: 'local-llama',
  choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
  usage: { prompt_tokens: 60, completion_tokens: 40, total_tokens: 100 },
});

describe('OpenAI-compatible provider against a fake server', () => {
  let status = 200;
  let upstream: Awaited<ReturnType<typeof startFakeUpstream>>;
  let chat: Awaited<ReturnType<typeof buildChatApp>>;

  beforeAll(async () => {
    upstream = await startFakeUpstream((_req, res) =>
      status === 200
        ? sendJson(res, 200, completion('Try Die Hard (1988) for action.'))
        : sendJson(res, status, { error: { message: 'overloaded', type: 'server_error' } }),
    );
    chat = await buildChatApp(
      { OPENAI_BASE_URL: `${upstream.url}/v1`, OPENAI_API_KEY: KEY, OPENAI_MODEL: 'local-llama' },
      { rateLimit: false },
    );
  });
  afterEach(() => {
    upstream.requests.length = 0;
    status = 200;
  });
  afterAll(async () => {
    await chat.app.close();
    await upstream.close();
  });

  const ask = (text: string) =>
    chat.app.inject({ method: 'POST', url: '/api/chat', payload: { text } });

  it('posts the prompt to /chat/completions with the model, settings and bearer key', async () => {
    const res = await ask('high action');
    const body = chatResponseSchema.parse(res.json());
    const [req] = upstream.requests;
    expect(req?.path).toBe('/v1/chat/completions');
    expect(req?.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(req?.body).toEqual({
      model: 'local-llama',
      messages: [{ role: 'user', content: expect.stringContaining('Request: high action') }],
      temperature: 0.9,
      top_p: 0.95,
      max_tokens: 200,
    });
    expect(body).toMatchObject({ source: 'openai', text: 'Try Die Hard (1988) for action.' });
    expect(body.titles.map((t) => t.title)).toEqual(['Die Hard']);
    expect(JSON.stringify(res.headers) + res.body).not.toContain(KEY);
  });

  it('falls back to the local recommender when the server fails', async () => {
    status = 500;
    const res = await ask('high action');
    const body = chatResponseSchema.parse(res.json());
    expect(upstream.requests).toHaveLength(1);
    expect(body.source).toBe('local');
    expect(body.titles.length).toBeGreaterThanOrEqual(2);
    for (const line of chat.logs) expect(line).not.toContain(KEY);
  });
});

describe('Gemini first, then the OpenAI-compatible server, then local', () => {
  it('asks the OpenAI-compatible server when every Gemini model fails', async () => {
    const upstream = await startFakeUpstream((req, res) =>
      req.path.endsWith(':generateContent')
        ? sendJson(res, 503, { error: { code: 503, status: 'UNAVAILABLE' } })
        : sendJson(res, 200, completion('Try Die Hard (1988) for action.')),
    );
    const chat = await buildChatApp(
      {
        GEMINI_API_KEY: 'fake-gemini-key-chain-test',
        GEMINI_BASE_URL: upstream.url,
        OPENAI_BASE_URL: `${upstream.url}/v1`,
        OPENAI_MODEL: 'local-llama',
      },
      { rateLimit: false },
    );
    try {
      const res = await chat.app.inject({
        method: 'POST',
        url: '/api/chat',
        payload: { text: 'high action' },
      });
      expect(chatResponseSchema.parse(res.json())).toMatchObject({ source: 'openai' });
      const paths = upstream.requests.map((r) => r.path);
      expect(paths).toHaveLength(7);
      expect(paths.slice(0, 6).every((p) => p.endsWith(':generateContent'))).toBe(true);
      expect(paths[6]).toBe('/v1/chat/completions');
      // The same prompt went to both.
      const geminiPrompt = (upstream.requests[0]!.body as GeminiBody).contents[0].parts[0].text;
      const openaiPrompt = (upstream.requests[6]!.body as OpenAiBody).messages[0].content;
      expect(openaiPrompt).toBe(geminiPrompt);
    } finally {
      await chat.app.close();
      await upstream.close();
    }
  });
});

interface GeminiBody {
  contents: [{ parts: [{ text: string }] }];
}
interface OpenAiBody {
  messages: [{ content: string }];
}
