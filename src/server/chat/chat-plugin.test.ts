import { afterAll, describe, expect, it } from 'vitest';
import { chatResponseSchema } from '@/shared/chat/chat-schemas';
import { buildChatApp } from './test-support';

describe('POST /api/chat (local recommender)', async () => {
  const { app, catalogue } = await buildChatApp({}, { rateLimit: false });
  afterAll(() => app.close());
  const post = (body: unknown, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: '/api/chat', payload: body as object, headers });

  it('answers with titles that exist, linked by id and type', async () => {
    const res = await post({ text: '  something scary but good  ' });
    expect(res.statusCode).toBe(200);
    const body = chatResponseSchema.parse(res.json());
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

describe('POST /api/chat rate limit', async () => {
  const { app } = await buildChatApp({});
  afterAll(() => app.close());
  const post = (cookie?: string, remoteAddress = '127.0.0.1') =>
    app.inject({
      method: 'POST',
      url: '/api/chat',
      payload: { text: 'a comedy' },
      headers: cookie ? { cookie } : {},
      remoteAddress,
    });

  it('allows 20 messages a minute per session and address, then answers 429', async () => {
    const session = 'better-auth.session_token=abc123.signature';
    for (let i = 0; i < 20; i++) expect((await post(session)).statusCode).toBe(200);
    const limited = await post(session);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      error: { code: 'too-many-requests', message: expect.stringContaining('try again') },
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another session on the same address has its own bucket.
    expect((await post('better-auth.session_token=other-session')).statusCode).toBe(200);
    // The same session from another address too.
    expect((await post(session, '10.9.8.7')).statusCode).toBe(200);
    // Without a session cookie, the address alone is the bucket.
    for (let i = 0; i < 20; i++) expect((await post(undefined, '10.1.1.1')).statusCode).toBe(200);
    expect((await post(undefined, '10.1.1.1')).statusCode).toBe(429);
  });
});
