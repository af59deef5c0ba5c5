import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatResponseSchema } from '@/shared/chat/chat-schemas';
import { DAILY_CAP_NOTE } from './daily-cap-notes';
import { buildChatApp, buildChatWithFakeAi, headerAccounts } from './testing/test-support';

describe('POST /api/chat (local recommender)', async () => {
  const { app, catalogue } = await buildChatApp({}, { rateLimit: false });
  afterAll(() => app.close());
  const post = (body: unknown, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: '/api/chat', payload: body as object, headers });

  it('answers with titles that exist, linked by id and type', async () => {
    const res = await post({ text: '  something scary but good  ' });
    expect(res.statusCode).toBe(200);
    const body = v.parse(chatResponseSchema, res.json());
    expect(body.source).toBe('local');
    expect(body.titles.length).toBeGreaterThanOrEqual(2);
    const ids = new Set(catalogue.films.map((f) => f.id));
    for (const t of body.titles) expect(ids.has(t.id)).toBe(true);
    expect(body.text).toContain(body.titles[0]!.title);
  });

  it.each([
    ['blank text', { text: '' }],
    ['whitespace only', { text: '   \n ' }],
    ['over 500 characters', { text: 'a'.repeat(501) }],
    ['no text', {}],
    ['text that is not a string', { text: 42 }],
  ])('rejects %s with 400 and the error shape', async (_name, body) => {
    const res = await post(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: { code: 'bad-request', message: expect.stringMatching(/^text: /) },
    });
  });

  const movie = { id: 1000, media_type: 'movie' };
  const turn = { role: 'user', text: 'a comedy', titles: [] };
  it.each([
    [
      'a watched list over 300 titles',
      { watched: Array.from({ length: 301 }, () => movie) },
      /^watched: /,
    ],
    [
      'a watched title with a bad id',
      { watched: [{ id: -1, media_type: 'movie' }] },
      /^watched\.0\.id: /,
    ],
    [
      'a watched title of an unknown kind',
      { watched: [{ id: 1, media_type: 'person' }] },
      /^watched\.0\.media_type: /,
    ],
    [
      'a vault list over 300 titles',
      { vault: Array.from({ length: 301 }, () => movie) },
      /^vault: /,
    ],
    ['a vault title with a bad id', { vault: [{ id: 0, media_type: 'movie' }] }, /^vault\.0\.id: /],
    ['more than 10 turns', { turns: Array.from({ length: 11 }, () => turn) }, /^turns: /],
    [
      'a turn over 2000 characters',
      { turns: [{ ...turn, text: 'x'.repeat(2001) }] },
      /^turns\.0\.text: /,
    ],
    ['a turn with an unknown role', { turns: [{ ...turn, role: 'system' }] }, /^turns\.0\.role: /],
    [
      'a turn with 11 titles',
      { turns: [{ ...turn, titles: Array.from({ length: 11 }, () => movie) }] },
      /^turns\.0\.titles: /,
    ],
    ['turns that are not a list', { turns: 'more' }, /^turns: /],
  ])('rejects %s with 400 and the error shape', async (_name, extra, message) => {
    const res = await post({ text: 'a comedy', ...extra });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: { code: 'bad-request', message: expect.stringMatching(message) },
    });
  });

  it('leaves out what the person has watched when asked to', async () => {
    const ask = (watched: object[]) =>
      post({ text: "a comedy I haven't seen", watched }).then((r) =>
        v.parse(chatResponseSchema, r.json()),
      );
    const first = await ask([]);
    expect(first.titles.length).toBeGreaterThan(0);
    expect(first.text).toContain('no watch history');
    const seen = first.titles.map(({ id, media_type }) => ({ id, media_type }));
    const second = await ask(seen);
    const seenIds = new Set(seen.map((t) => t.id));
    expect(second.titles.length).toBeGreaterThan(0);
    for (const t of second.titles) expect(seenIds.has(t.id)).toBe(false);
    expect(second.text).not.toContain('no watch history');
  });

  it('leaves out what the person has seen by default, says so, and offers it again when asked', async () => {
    const ask = (text: string, watched: object[]) =>
      post({ text, watched }).then((r) => v.parse(chatResponseSchema, r.json()));
    // Every comedy of the catalogue has been seen: the answer does not depend on its random ties.
    const seen = [
      ...catalogue.films.map((f) => ({ ...f, media_type: 'movie' })),
      ...catalogue.series.map((s) => ({ ...s, media_type: 'tv' })),
    ]
      .filter((t) => t.genre_ids.includes(35))
      .map(({ id, media_type }) => ({ id, media_type }));
    const seenKeys = new Set(seen.map((t) => `${t.media_type}:${t.id}`));
    expect((await ask('a comedy', [])).titles.length).toBeGreaterThan(0);
    const unseen = await ask('a comedy', seen);
    for (const t of unseen.titles) expect(seenKeys.has(`${t.media_type}:${t.id}`)).toBe(false);
    expect(unseen.note).toMatch(/^\(Leaving out \d+ you have seen\.\)$/);
    const again = await ask('a comedy to watch again', seen);
    expect(again.titles.length).toBeGreaterThan(0);
    for (const t of again.titles) expect(seenKeys.has(`${t.media_type}:${t.id}`)).toBe(true);
  });

  it('answers a question about a title from the catalogue, with the vault the client sent', async () => {
    const prestige = catalogue.films.find((f) => f.title === 'The Prestige');
    const title = prestige ?? catalogue.films[0]!;
    const ref = { id: title.id, media_type: 'movie' };
    const ask = (vault: object[]) =>
      post({ text: `is ${title.title} in my vault?`, vault }).then((r) =>
        v.parse(chatResponseSchema, r.json()),
      );
    const yes = await ask([ref]);
    expect(yes.text).toMatch(/^Yes, /);
    expect(yes.titles.map((t) => t.id)).toEqual([title.id]);
    expect((await ask([])).text).toMatch(/^No, /);
  });

  it("answers a clear message in its own language, whatever the interface's", async () => {
    const res = await post({ text: 'quiero una película de terror', language: 'de' });
    expect(res.statusCode).toBe(200);
    const body = v.parse(chatResponseSchema, res.json());
    // Either of the Spanish openings (the recommender varies its wording at random).
    expect(body.text).toMatch(/^(Aquí tienes \d películas|Mis \d propuestas de películas)/);
    expect(body.text).toMatch(/nota \d\.\d\/10/);
  });

  it.each([
    ['ok', 'fr', /^Désolé, je n’ai pas compris/],
    ['👍', 'de', /^Entschuldige, das habe ich nicht verstanden/],
    ['ok', 'pt-BR', /^Desculpe/],
  ])(
    'answers an unclear message (%s) in the interface language (%s)',
    async (text, language, start) => {
      const res = await post({ text, language });
      expect(res.statusCode).toBe(200);
      expect(v.parse(chatResponseSchema, res.json()).text).toMatch(start);
    },
  );

  it('answers an unclear message in English when the interface language is not sent', async () => {
    const res = await post({ text: 'ok' });
    expect(v.parse(chatResponseSchema, res.json()).text).toMatch(/^Sorry, I didn't understand/);
  });

  it('rejects a language that is not one of the six', async () => {
    const res = await post({ text: 'ok', language: 'nl' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: { code: 'bad-request', message: expect.stringMatching(/^language: /) },
    });
  });

  it('accepts exactly 500 characters after trimming', async () => {
    const res = await post({ text: `   ${'b'.repeat(500)}   ` });
    expect(res.statusCode).toBe(200);
  });

  it('rejects a body that is not JSON with a 4xx, never a 500', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/chat',
      payload: '{"text":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: expect.any(String) } });
  });
});

describe('POST /api/chat limits with accounts off', async () => {
  const { app } = await buildChatApp({});
  afterAll(() => app.close());
  const post = (remoteAddress: string) =>
    app.inject({ method: 'POST', url: '/api/chat', payload: { text: 'a comedy' }, remoteAddress });

  it('allows 20 messages a minute per address, then answers 429', async () => {
    for (let i = 0; i < 20; i++) expect((await post('10.1.1.1')).statusCode).toBe(200);
    const limited = await post('10.1.1.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      error: { code: 'too-many-requests', message: expect.stringContaining('try again') },
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await post('10.1.1.2')).statusCode).toBe(200);
  });

  it('counts a whole IPv6 /64 as one address', async () => {
    for (let i = 0; i < 20; i++)
      expect((await post(`2001:db8:7:7::${i + 1}`)).statusCode).toBe(200);
    expect((await post('2001:db8:7:7::ffff')).statusCode).toBe(429);
  });
});

describe('POST /api/chat with accounts on', async () => {
  const { app } = await buildChatApp({ AUTH_MODE: 'accounts' }, { accounts: headerAccounts });
  afterAll(() => app.close());
  const post = (user: string | undefined, remoteAddress = '10.2.0.1') =>
    app.inject({
      method: 'POST',
      url: '/api/chat',
      payload: { text: 'a comedy' },
      headers: user ? { 'x-test-user': user } : {},
      remoteAddress,
    });

  it('answers 401 in the error shape without a session', async () => {
    const res = await post(undefined);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: { code: 'unauthorized', message: expect.any(String) } });
  });

  it('limits each person to 20 a minute, wherever they send from', async () => {
    for (let i = 0; i < 20; i++)
      expect((await post('ada', `10.3.0.${(i % 2) + 1}`)).statusCode).toBe(200);
    expect((await post('ada', '10.3.9.9')).statusCode).toBe(429);
    // Another person on the same address keeps their own allowance.
    expect((await post('grace', '10.3.0.1')).statusCode).toBe(200);
  });

  it('lets one address serve several people, but not without end', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) statuses.push((await post(`user-${i}`, '10.4.0.1')).statusCode);
    expect(statuses.slice(0, 60).every((s) => s === 200)).toBe(true);
    expect(statuses[60]).toBe(429);
  });
});

describe('POST /api/chat daily cap on the paid AI provider', () => {
  let upstream: Awaited<ReturnType<typeof buildChatWithFakeAi>>['upstream'];
  let chat: Awaited<ReturnType<typeof buildChatApp>>;
  let clock = Date.UTC(2026, 10, 24, 12);
  beforeAll(async () => {
    ({ upstream, chat } = await buildChatWithFakeAi(
      { CHAT_DAILY_LIMIT_PER_USER: '2' },
      { accounts: headerAccounts, rateLimit: false, now: () => clock },
    ));
  });
  afterAll(async () => {
    await chat.app.close();
    await upstream.close();
  });
  const ask = (user: string) =>
    chat.app.inject({
      method: 'POST',
      url: '/api/chat',
      payload: { text: 'an action film' },
      headers: { 'x-test-user': user },
    });

  it('asks the provider up to the cap, then answers locally and says why, until the next day', async () => {
    const sources = [];
    for (let i = 0; i < 3; i++)
      sources.push(v.parse(chatResponseSchema, (await ask('ada')).json()));
    expect(sources.map((a) => a.source)).toEqual(['openai', 'openai', 'local']);
    expect(sources[2]!.text.startsWith(DAILY_CAP_NOTE)).toBe(true);
    expect(upstream.requests).toHaveLength(2);
    // Someone else still has their own allowance; the next UTC day starts afresh.
    expect(v.parse(chatResponseSchema, (await ask('grace')).json()).source).toBe('openai');
    clock += 24 * 60 * 60_000;
    expect(v.parse(chatResponseSchema, (await ask('ada')).json()).source).toBe('openai');
  });

  it("asks the model to write in the interface language only when the message's is unclear", async () => {
    const prompts: string[] = [];
    for (const text of ['👍', 'quiero una película de acción']) {
      const before = upstream.requests.length;
      await chat.app.inject({
        method: 'POST',
        url: '/api/chat',
        payload: { text, language: 'fr' },
        headers: { 'x-test-user': `lang-${prompts.length}` },
      });
      const { messages } = upstream.requests[before]!.body as { messages: { content: string }[] };
      prompts.push(messages.at(-1)!.content);
    }
    expect(prompts[0]).toContain('write the answer in French');
    expect(prompts[1]).not.toContain('write the answer in');
  });
});
