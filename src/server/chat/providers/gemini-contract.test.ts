import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { askChat, postChat } from '../testing/ask-chat';
import { buildChatApp } from '../testing/test-support';
import { startFakeGemini } from './testing/fake-gemini';
import { startFakeOpenAi } from './testing/fake-openai';

const KEY = 'fake-gemini-key-never-leaks-1234567890';
const SPEC_ORDER =
  'v1beta/gemini-1.5-flash,v1beta/gemini-1.5-pro,v1/gemini-1.5-flash,v1/gemini-1.5-pro,v1beta/gemini-pro,v1/gemini-pro';

type Body = {
  contents: [{ parts: [{ text: string }] }];
  generationConfig: Record<string, unknown>;
};

describe('Gemini provider against a fake Gemini API that behaves like the real one', () => {
  let gemini: Awaited<ReturnType<typeof startFakeGemini>>;
  let chat: Awaited<ReturnType<typeof buildChatApp>>;

  beforeAll(async () => {
    gemini = await startFakeGemini({ key: KEY });
    chat = await buildChatApp(
      { GEMINI_API_KEY: KEY, GEMINI_BASE_URL: gemini.url },
      { rateLimit: false, aiTimeoutMs: 1500 },
    );
  });
  afterEach(() => gemini.reset());
  afterAll(async () => {
    await chat.app.close();
    await gemini.close();
  });

  it('asks a current model, key in the query, thinking kept low so a short answer has text', async () => {
    gemini.answerWith(() => 'Watch Alien (1979): a tense classic.');
    const body = await askChat(chat.app, 'something scary but good');
    expect(body.source).toBe('gemini');
    expect(body.text).toBe('Watch Alien (1979): a tense classic.');
    const [req] = gemini.requests;
    expect(req?.path).toBe('/v1beta/models/gemini-3.8-flash:generateContent');
    expect(req?.query.get('key')).toBe(KEY);
    const sent = req?.body as Body;
    expect(sent.generationConfig).toEqual({
      temperature: 0.9,
      topK: 40,
      topP: 0.95,
      maxOutputTokens: 1024,
      thinkingConfig: { thinkingLevel: 'low' },
    });
    const prompt = sent.contents[0].parts[0].text;
    expect(prompt).toContain('something scary but good');
    expect(prompt).toMatch(/under 150 words/);
  });

  it('sends the earlier turns first, as user and model turns, then the prompt', async () => {
    await postChat(chat.app, 'something older', [
      { role: 'user', text: 'a scary movie', titles: [] },
      { role: 'assistant', text: 'Try Alien (1979).', titles: [] },
    ]);
    const contents = (
      gemini.requests[0]?.body as { contents: { role: string; parts: { text: string }[] }[] }
    ).contents;
    expect(contents.map((c) => c.role)).toEqual(['user', 'model', 'user']);
    expect(contents[0]!.parts[0]!.text).toBe('a scary movie');
    expect(contents[1]!.parts[0]!.text).toBe('Try Alien (1979).');
    expect(contents[2]!.parts[0]!.text).toContain('Request: something older');
  });

  it('drops AI picks that break a stated limit, says so, and fills in with titles that keep it', async () => {
    // Titanic runs 194 minutes in the fixture, Toy Story 81.
    gemini.answerWith(() => 'Try Titanic (1997) and Toy Story (1995).');
    const body = await askChat(chat.app, 'a movie under 90 minutes');
    expect(body.source).toBe('gemini');
    const names = body.titles.map((t) => t.title);
    expect(names).toContain('Toy Story');
    expect(names).not.toContain('Titanic');
    expect(names.length).toBe(2);
    const runtimes = new Map(chat.catalogue.films.map((f) => [f.title, f.runtime]));
    for (const name of names) expect(runtimes.get(name)!).toBeLessThan(90);
    expect(body.text).toContain('Left out, as they break what you asked for: Titanic.');
  });

  it("re-checks AI picks against the mood's facts and what the person has seen, with one note", async () => {
    gemini.answerWith(() => 'Try Alien (1979), Toy Story (1995) and Shrek (2001).');
    const ask = (watched: object[]) =>
      chat.app
        .inject({
          method: 'POST',
          url: '/api/chat',
          payload: { text: 'something lighter', watched },
        })
        .then((r) => r.json() as { text: string; titles: { id: number; title: string }[] });
    // Alien is horror and rated R: "lighter" keeps neither.
    const lighter = await ask([]);
    expect(lighter.titles.map((t) => t.title)).not.toContain('Alien');
    expect(lighter.titles.map((t) => t.title)).toContain('Toy Story');
    expect(lighter.text).toContain('Left out, as they break what you asked for: Alien.');
    const shrek = chat.catalogue.films.find((f) => f.title === 'Shrek')!;
    const toyStory = chat.catalogue.films.find((f) => f.title === 'Toy Story')!;
    gemini.answerWith(() => 'Try Toy Story (1995) and Shrek (2001).');
    const seen = await ask([{ id: toyStory.id, media_type: 'movie' }]);
    expect(seen.titles.map((t) => t.id)).toContain(shrek.id);
    expect(seen.titles.map((t) => t.id)).not.toContain(toyStory.id);
    expect(seen.text).toMatch(/\(Leaving out 1 you have seen\.\)$/);
  });

  it('asks the model for series when the request is about a series', async () => {
    await postChat(chat.app, 'what should I watch after Breaking Bad');
    const prompt = (gemini.requests[0]?.body as Body).contents[0].parts[0].text;
    expect(prompt).toContain('Recommend 2-3 series for the request below');
  });

  it('answers a question about a title from the catalogue without asking the model', async () => {
    const body = await askChat(chat.app, 'how long is Toy Story?');
    expect(body.source).toBe('local');
    expect(body.text).toContain('81 minutes');
    expect(gemini.requests).toHaveLength(0);
  });

  it('puts only the question and embedded-catalogue titles in the prompt', async () => {
    await postChat(chat.app, 'a crime movie');
    const prompt = (gemini.requests[0]?.body as Body).contents[0].parts[0].text;
    const listed = /Titles in our catalogue that may fit \(prefer these\): (.+)\.$/m.exec(prompt);
    expect(listed).not.toBeNull();
    const known = new Set(chat.catalogue.films.map((f) => f.title));
    for (const title of listed![1]!.split('; ')) expect(known.has(title)).toBe(true);
    expect(prompt).not.toMatch(/overview|vote|popularity|\/10/i);
  });

  it('skips shut-down models after their 404, with one log line each, for the life of the process', async () => {
    const legacy = await buildChatApp(
      {
        GEMINI_API_KEY: KEY,
        GEMINI_BASE_URL: gemini.url,
        GEMINI_MODELS: `${SPEC_ORDER},gemini-3.8-flash`,
      },
      { rateLimit: false, aiTimeoutMs: 1500 },
    );
    try {
      expect((await postChat(legacy.app, 'a comedy')).json()).toMatchObject({ source: 'gemini' });
      expect(gemini.requests).toHaveLength(7);
      gemini.reset();
      expect((await postChat(legacy.app, 'a drama')).json()).toMatchObject({ source: 'gemini' });
      expect(gemini.requests.map((r) => r.path)).toEqual([
        '/v1beta/models/gemini-3.8-flash:generateContent',
      ]);
      const notFound = legacy.logs.filter((l) => l.includes('AI model not found'));
      expect(notFound).toHaveLength(6);
    } finally {
      await legacy.app.close();
    }
  });

  it('moves past 503, 429 and a model that never answers; the first text wins', async () => {
    const two = await buildChatApp(
      {
        GEMINI_API_KEY: KEY,
        GEMINI_BASE_URL: gemini.url,
        GEMINI_MODELS:
          'gemini-3.8-flash,gemini-3.6-flash,gemini-3.5-flash-lite,gemini-3.1-flash-lite',
      },
      { rateLimit: false, aiTimeoutMs: 800 },
    );
    try {
      gemini.queue([503, 'UNAVAILABLE'], [429, 'RESOURCE_EXHAUSTED'], 'hang');
      gemini.answerWith(() => '**Blade Runner** (1982) is a smart pick.');
      const body = await askChat(two.app, 'a smart movie');
      expect(gemini.requests).toHaveLength(4);
      expect(body).toMatchObject({
        source: 'gemini',
        text: 'Blade Runner (1982) is a smart pick.',
      });
      expect(body.titles.map((t) => t.title)).toEqual(['Blade Runner']);
    } finally {
      await two.app.close();
    }
  });

  it('moves on from a blocked prompt, and answers locally when no model has text', async () => {
    const body = await askChat(chat.app, 'a [[blocked]] film');
    expect(body.source).toBe('local');
    expect(gemini.requests).toHaveLength(2);
    expect(chat.logs.some((l) => l.includes('"reason":"SAFETY"'))).toBe(true);
  });

  it('the fake is honest: without a thinking setting a Gemini 3 model spends 200 tokens thinking', async () => {
    const res = await fetch(
      `${gemini.url}/v1beta/models/gemini-3.8-flash:generateContent?key=${KEY}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          contents: [{ parts: [{ text: 'hi' }] }],
          generationConfig: { maxOutputTokens: 200 },
        }),
      },
    );
    expect(await res.json()).toMatchObject({ candidates: [{ finishReason: 'MAX_TOKENS' }] });
  });

  it('leaves the OpenAI-compatible fallback its time when Gemini hangs', async () => {
    const openai = await startFakeOpenAi();
    const both = await buildChatApp(
      {
        GEMINI_API_KEY: KEY,
        GEMINI_BASE_URL: gemini.url,
        GEMINI_MODELS: 'gemini-3.8-flash,gemini-3.6-flash,gemini-3.5-flash-lite',
        OPENAI_BASE_URL: openai.url,
        OPENAI_MODEL: 'llama3.1:8b',
      },
      { rateLimit: false, aiTimeoutMs: 2000, aiBudgetMs: 3000 },
    );
    try {
      gemini.queue('hang', 'hang', 'hang');
      const body = await askChat(both.app, 'an action film');
      expect(body.source).toBe('openai');
    } finally {
      await both.app.close();
      await openai.close();
    }
  });

  it('never lets the key reach the browser or the logs', async () => {
    const replies = [await postChat(chat.app, 'scary')];
    gemini.queue([429, 'RESOURCE_EXHAUSTED'], [429, 'RESOURCE_EXHAUSTED']);
    replies.push(await postChat(chat.app, 'scary'));
    for (const reply of replies)
      expect(JSON.stringify(reply.headers) + reply.body).not.toContain(KEY);
    expect(chat.logs.length).toBeGreaterThan(0);
    for (const line of chat.logs) expect(line).not.toContain(KEY);
  });
});
