import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { chatResponseSchema } from '@/shared/chat/chat-schemas';
import { buildChatApp, sendJson, startFakeUpstream, type Recorded } from '../test-support';
import { GEMINI_MODELS } from './gemini-provider';

const KEY = 'fake-gemini-key-never-leaks-1234567890';

/** Gemini's real answer shape, as generateContent returns it. */
const geminiAnswer = (text: string) => ({
  candidates: [
    {
      content: { parts: [{ text }], role: 'model' },
      finishReason: 'STOP',
      index: 0,
      safetyRatings: [],
    },
  ],
  usageMetadata: { promptTokenCount: 60, candidatesTokenCount: 50, totalTokenCount: 110 },
});
const geminiError = (code: number, status: string) => ({
  error: { code, message: `fake ${status}`, status },
});

describe('Gemini provider against a fake Gemini API', () => {
  // Each test sets the fake's behaviour: a queue of answers, one per request.
  let script: Array<(req: Recorded) => [number, unknown] | 'hang'> = [];
  let upstream: Awaited<ReturnType<typeof startFakeUpstream>>;
  let chat: Awaited<ReturnType<typeof buildChatApp>>;

  beforeAll(async () => {
    upstream = await startFakeUpstream(async (req, res) => {
      const step = script.shift();
      const result = step ? step(req) : ([500, geminiError(500, 'INTERNAL')] as const);
      if (result === 'hang') return; // never answers: the provider's timeout must move on
      sendJson(res, result[0], result[1]);
    });
    chat = await buildChatApp(
      { GEMINI_API_KEY: KEY, GEMINI_BASE_URL: upstream.url },
      { rateLimit: false, aiTimeoutMs: 1500 },
    );
  });
  afterEach(() => {
    upstream.requests.length = 0;
    script = [];
  });
  afterAll(async () => {
    await chat.app.close();
    await upstream.close();
  });

  const ask = (text: string) =>
    chat.app.inject({ method: 'POST', url: '/api/chat', payload: { text } });

  it('sends the spec request: path, key in the query, contents/parts and generationConfig', async () => {
    script = [() => [200, geminiAnswer('Watch Alien (1979): a tense classic.')]];
    const res = await ask('something scary but good');
    expect(res.statusCode).toBe(200);
    const [req] = upstream.requests;
    expect(req?.method).toBe('POST');
    expect(req?.path).toBe('/v1beta/models/gemini-1.5-flash:generateContent');
    expect(req?.query.get('key')).toBe(KEY);
    expect(req?.headers['content-type']).toContain('application/json');
    expect(req?.body).toEqual({
      contents: [{ parts: [{ text: expect.any(String) }] }],
      generationConfig: { temperature: 0.9, topK: 40, topP: 0.95, maxOutputTokens: 200 },
    });
    const prompt = (req?.body as { contents: [{ parts: [{ text: string }] }] }).contents[0].parts[0]
      .text;
    expect(prompt).toContain('something scary but good');
    expect(prompt).toMatch(/2-3/);
    expect(prompt).toMatch(/under 150 words/);
  });

  it('puts only the question and embedded-catalogue titles in the prompt', async () => {
    script = [() => [200, geminiAnswer('Try Heat (1995).')]];
    await ask('a crime movie');
    const prompt = (upstream.requests[0]?.body as { contents: [{ parts: [{ text: string }] }] })
      .contents[0].parts[0].text;
    const listed = /Titles in our catalogue that may fit \(prefer these\): (.+)\.$/m.exec(prompt);
    expect(listed).not.toBeNull();
    const known = new Set(chat.catalogue.films.map((f) => f.title));
    for (const title of listed![1]!.split('; ')) expect(known.has(title)).toBe(true);
    // No overviews, ratings or other catalogue metadata: just the titles and the question.
    expect(prompt).not.toMatch(/overview|vote|popularity|\/10/i);
  });

  it('tries the models in the spec order past 503, 404, 429 and 400; the first text wins', async () => {
    script = [
      () => [503, geminiError(503, 'UNAVAILABLE')],
      () => [404, geminiError(404, 'NOT_FOUND')],
      () => [429, geminiError(429, 'RESOURCE_EXHAUSTED')],
      () => [400, geminiError(400, 'INVALID_ARGUMENT')],
      () => [200, geminiAnswer('Try Alien (1979) and Heat (1995). Also Made Up Movie (2001).')],
      () => [200, geminiAnswer('never asked')],
    ];
    const res = await ask('something tense');
    const body = chatResponseSchema.parse(res.json());
    expect(upstream.requests.map((r) => r.path)).toEqual(
      GEMINI_MODELS.slice(0, 5).map((m) => `/${m.version}/models/${m.model}:generateContent`),
    );
    expect(upstream.requests.map((r) => r.path)).toEqual([
      '/v1beta/models/gemini-1.5-flash:generateContent',
      '/v1beta/models/gemini-1.5-pro:generateContent',
      '/v1/models/gemini-1.5-flash:generateContent',
      '/v1/models/gemini-1.5-pro:generateContent',
      '/v1beta/models/gemini-pro:generateContent',
    ]);
    expect(body.source).toBe('gemini');
    expect(body.text).toBe('Try Alien (1979) and Heat (1995). Also Made Up Movie (2001).');
    // Titles are linked only when they exist in the embedded catalogue.
    expect(body.titles.map((t) => t.title)).toEqual(['Alien', 'Heat']);
    for (const status of [503, 404, 429, 400]) {
      expect(chat.logs.some((l) => l.includes(`"status":${status}`))).toBe(true);
    }
  });

  it('moves on from an answer without text and from a model that does not answer in time', async () => {
    script = [
      () => 'hang',
      () => [200, { candidates: [] }],
      () => [200, geminiAnswer('**Blade Runner** (1982) is a smart pick.')],
    ];
    const res = await ask('a smart movie');
    const body = chatResponseSchema.parse(res.json());
    expect(upstream.requests).toHaveLength(3);
    expect(body.source).toBe('gemini');
    expect(body.text).toBe('Blade Runner (1982) is a smart pick.');
    expect(body.titles.map((t) => t.title)).toEqual(['Blade Runner']);
  });

  it('stops asking when the answer budget is spent, and answers locally in time', async () => {
    const quick = await buildChatApp(
      { GEMINI_API_KEY: KEY, GEMINI_BASE_URL: upstream.url },
      { rateLimit: false, aiTimeoutMs: 1500, aiBudgetMs: 2000 },
    );
    script = GEMINI_MODELS.map(() => () => 'hang' as const);
    const started = Date.now();
    const res = await quick.app.inject({
      method: 'POST',
      url: '/api/chat',
      payload: { text: 'a comedy' },
    });
    const elapsed = Date.now() - started;
    await quick.app.close();
    expect(res.json()).toMatchObject({ source: 'local' });
    expect(upstream.requests).toHaveLength(2);
    expect(elapsed).toBeLessThan(4000);
  });

  it('answers with the local recommender when every model fails', async () => {
    script = GEMINI_MODELS.map(
      () => () => [503, geminiError(503, 'UNAVAILABLE')] as [number, unknown],
    );
    const res = await ask('a funny movie');
    expect(res.statusCode).toBe(200);
    const body = chatResponseSchema.parse(res.json());
    expect(upstream.requests).toHaveLength(6);
    expect(body.source).toBe('local');
    expect(body.titles.length).toBeGreaterThanOrEqual(2);
  });

  it('never lets the key reach the browser or the logs', async () => {
    const replies: string[] = [];
    script = [() => [200, geminiAnswer('Try Alien (1979).')]];
    replies.push(serialize(await ask('scary')));
    script = GEMINI_MODELS.map(
      () => () => [429, geminiError(429, 'RESOURCE_EXHAUSTED')] as [number, unknown],
    );
    replies.push(serialize(await ask('scary')));
    replies.push(serialize(await ask('')));
    for (const reply of replies) expect(reply).not.toContain(KEY);
    expect(chat.logs.length).toBeGreaterThan(0);
    for (const line of chat.logs) expect(line).not.toContain(KEY);
  });
});

function serialize(res: { headers: Record<string, unknown>; body: string }) {
  return JSON.stringify(res.headers) + res.body;
}
