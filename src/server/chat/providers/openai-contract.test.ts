import * as v from 'valibot';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@/server/config';
import { chatResponseSchema } from '@/shared/chat/chat-schemas';
import { askChat, postChat } from '../testing/ask-chat';
import { buildChatApp, sendJson, startFakeUpstream } from '../testing/test-support';
import { chatCompletionsUrl, withoutThinking } from './openai-provider';
import { startFakeOpenAi } from './testing/fake-openai';

const KEY = 'sk-fake-openai-compatible-key-0987654321';

type OpenAiBody = Record<string, unknown> & { messages: [{ content: string }] };

describe('OpenAI-compatible provider against a fake server', () => {
  let openai: Awaited<ReturnType<typeof startFakeOpenAi>>;
  beforeAll(async () => {
    openai = await startFakeOpenAi();
  });
  afterEach(() => {
    openai.requests.length = 0;
    openai.answerWith('Try Die Hard (1988) for action.');
  });
  afterAll(() => openai.close());

  async function chatWith(env: Record<string, string>) {
    return buildChatApp({ OPENAI_API_KEY: KEY, ...env }, { rateLimit: false });
  }

  it('sends the earlier turns as user and assistant messages before the prompt', async () => {
    const chat = await chatWith({ OPENAI_BASE_URL: openai.url, OPENAI_MODEL: 'llama3.1:8b' });
    try {
      await postChat(chat.app, 'like the first one', [
        { role: 'user', text: 'a funny movie', titles: [] },
        { role: 'assistant', text: 'Try Airplane! (1980).', titles: [] },
      ]);
      const { messages } = openai.requests[0]!.body as {
        messages: { role: string; content: string }[];
      };
      expect(messages.slice(0, 2)).toEqual([
        { role: 'user', content: 'a funny movie' },
        { role: 'assistant', content: 'Try Airplane! (1980).' },
      ]);
      expect(messages[2]).toEqual({
        role: 'user',
        content: expect.stringContaining('Request: like the first one'),
      });
    } finally {
      await chat.app.close();
    }
  });

  it.each([
    ['the server root', ''],
    ['the API base with /v1', '/v1'],
    ['a trailing slash', '/v1/'],
  ])(
    'posts to /v1/chat/completions from %s, with the model, settings and bearer key',
    async (_, suffix) => {
      const chat = await chatWith({
        OPENAI_BASE_URL: `${openai.url}${suffix}`,
        OPENAI_MODEL: 'llama3.1:8b',
      });
      try {
        const res = await postChat(chat.app, 'high action');
        const body = v.parse(chatResponseSchema, res.json());
        const [req] = openai.requests;
        expect(req?.path).toBe('/v1/chat/completions');
        expect(req?.headers.authorization).toBe(`Bearer ${KEY}`);
        expect(req?.body).toEqual({
          model: 'llama3.1:8b',
          messages: [{ role: 'user', content: expect.stringContaining('Request: high action') }],
          temperature: 0.9,
          top_p: 0.95,
          max_tokens: 1024,
        });
        expect(body).toMatchObject({ source: 'openai', text: 'Try Die Hard (1988) for action.' });
        expect(body.titles.map((t) => t.title)).toEqual(['Die Hard']);
        expect(JSON.stringify(res.headers) + res.body).not.toContain(KEY);
      } finally {
        await chat.app.close();
      }
    },
  );

  it("retries once in OpenAI's own style when a model refuses max_tokens", async () => {
    const chat = await chatWith({ OPENAI_BASE_URL: openai.url, OPENAI_MODEL: 'gpt-5-mini' });
    try {
      const body = await askChat(chat.app, 'high action');
      expect(body.source).toBe('openai');
      const [first, second] = openai.requests.map((r) => r.body as OpenAiBody);
      expect(first).toHaveProperty('max_tokens');
      expect(second).toMatchObject({ model: 'gpt-5-mini', max_completion_tokens: 1024 });
      expect(second).not.toHaveProperty('max_tokens');
      expect(second).not.toHaveProperty('temperature');
    } finally {
      await chat.app.close();
    }
  });

  it("asks OpenAI's own API in its style from the start", () => {
    expect(chatCompletionsUrl('https://api.openai.com/v1')).toBe(
      'https://api.openai.com/v1/chat/completions',
    );
    expect(chatCompletionsUrl('https://gateway.example/openai/v1')).toBe(
      'https://gateway.example/openai/v1/chat/completions',
    );
  });

  it('takes the thinking out of a reasoning model’s answer', async () => {
    const chat = await chatWith({ OPENAI_BASE_URL: openai.url, OPENAI_MODEL: 'deepseek-r1:8b' });
    try {
      openai.answerWith(
        '<think>\nThey want action. Die Hard fits.\n</think>\n\nTry Die Hard (1988).',
      );
      const body = await askChat(chat.app, 'high action');
      expect(body.text).toBe('Try Die Hard (1988).');
      expect(withoutThinking('<think>still thinking when cut off')).toBe('');
    } finally {
      await chat.app.close();
    }
  });

  it('answers locally when content is null', async () => {
    const chat = await chatWith({ OPENAI_BASE_URL: openai.url, OPENAI_MODEL: 'llama3.1:8b' });
    try {
      openai.answerWith(null);
      expect((await postChat(chat.app, 'high action')).json()).toMatchObject({ source: 'local' });
    } finally {
      await chat.app.close();
    }
  });

  it('refuses to start with a base URL and no model, naming OPENAI_MODEL', () => {
    expect(() => loadConfig({ OPENAI_BASE_URL: 'http://127.0.0.1:11434' })).toThrow(
      /OPENAI_MODEL: must name the model/,
    );
  });
});

describe('Gemini first, then the OpenAI-compatible server, then local', () => {
  it('asks the OpenAI-compatible server when every Gemini model fails, with the same prompt', async () => {
    const upstream = await startFakeUpstream((req, res) =>
      req.path.endsWith(':generateContent')
        ? sendJson(res, 503, { error: { code: 503, message: 'overloaded', status: 'UNAVAILABLE' } })
        : sendJson(res, 200, {
            choices: [{ index: 0, message: { role: 'assistant', content: 'Try Heat (1995).' } }],
          }),
    );
    const chat = await buildChatApp(
      {
        GEMINI_API_KEY: 'fake-gemini-key-chain-test',
        GEMINI_BASE_URL: upstream.url,
        OPENAI_BASE_URL: upstream.url,
        OPENAI_MODEL: 'local-llama',
      },
      { rateLimit: false },
    );
    try {
      expect(await askChat(chat.app, 'heist')).toMatchObject({ source: 'openai' });
      const paths = upstream.requests.map((r) => r.path);
      expect(paths).toEqual([
        '/v1beta/models/gemini-3.8-flash:generateContent',
        '/v1beta/models/gemini-3.5-flash-lite:generateContent',
        '/v1/chat/completions',
      ]);
      const geminiPrompt = (
        upstream.requests[0]!.body as { contents: [{ parts: [{ text: string }] }] }
      ).contents[0].parts[0].text;
      expect((upstream.requests[2]!.body as OpenAiBody).messages[0].content).toBe(geminiPrompt);
    } finally {
      await chat.app.close();
      await upstream.close();
    }
  });
});
