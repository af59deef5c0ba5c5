import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupI18n } from '@lingui/core';
import { interfaceIn } from '@/client/testing/interface-in';
import { ApiError, apiRequest } from './api-client';
import { isWaitAnswer, waitMessage, waitPhrase } from './wait-text';

const english = setupI18n({ locale: 'en', messages: { en: {} } });
const say = (i18n: typeof english, ...args: Parameters<typeof waitMessage>) =>
  i18n._(waitMessage(args[0], args[1], i18n));

describe('how long to wait, counted in the page language', () => {
  it('counts seconds, then minutes, then hours, rounding up', () => {
    expect([1, 0.2, 12, 119, 120, 3599, 7200, 43_201].map((s) => waitPhrase(s, english))).toEqual([
      '1 second',
      '1 second',
      '12 seconds',
      '119 seconds',
      '2 minutes',
      '60 minutes',
      '2 hours',
      '13 hours',
    ]);
    expect(waitPhrase(undefined, english)).toBe('a moment');
  });

  it("keeps the server's English in English (docs/product.md#chat-limits)", () => {
    expect(say(english, 'messages', 12)).toBe(
      'Too many messages. Please wait 12 seconds and try again.',
    );
    expect(say(english, 'messages', 1)).toBe(
      'Too many messages. Please wait 1 second and try again.',
    );
    expect(say(english, 'catalogue', 30)).toBe(
      'Too many new catalogue requests. Please wait 30 seconds and try again.',
    );
    expect(say(english, 'sign-ups', 5 * 3600)).toBe(
      'Too many new accounts from this network today. Please try again in 5 hours.',
    );
  });

  it('says it in German and French with the right plural', () => {
    const de = interfaceIn('de');
    const fr = interfaceIn('fr');
    expect(say(de, 'messages', 1)).toBe(
      'Zu viele Nachrichten. Bitte warte 1 Sekunde und versuche es dann erneut.',
    );
    expect(say(de, 'messages', 12)).toBe(
      'Zu viele Nachrichten. Bitte warte 12 Sekunden und versuche es dann erneut.',
    );
    expect(say(fr, 'requests', 1)).toBe(
      'Trop de requêtes. Veuillez patienter 1 seconde puis réessayer.',
    );
    expect(say(fr, 'codes', 300)).toBe(
      'Trop de codes essayés. Veuillez patienter 5 minutes puis réessayer.',
    );
    expect(say(fr, 'attempts', undefined)).toBe(
      'Trop de tentatives. Veuillez patienter un instant puis réessayer.',
    );
  });
});

describe("the API client's Retry-After", () => {
  let retryAfter: string | null = null;
  const server = setupServer(
    http.get('*/api/limited', () =>
      HttpResponse.json(
        { error: { code: 'too-many-requests', message: 'Too many messages.' } },
        { status: 429, headers: retryAfter === null ? {} : { 'retry-after': retryAfter } },
      ),
    ),
  );
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());

  const refusal = async () => {
    const error = await apiRequest('/api/limited').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  };

  it('carries the wait in seconds', async () => {
    retryAfter = '12';
    const error = await refusal();
    expect(error).toMatchObject({ status: 429, code: 'too-many-requests', retryAfterS: 12 });
    expect(isWaitAnswer(error)).toBe(true);
  });

  it.each([null, '', '-3', '1.5', '12s', 'Wed, 21 Oct 2015 07:28:00 GMT', '86401', '1234567'])(
    'leaves out a wait it cannot read or trust: %j',
    async (value) => {
      retryAfter = value;
      expect((await refusal()).retryAfterS).toBeUndefined();
    },
  );
});
