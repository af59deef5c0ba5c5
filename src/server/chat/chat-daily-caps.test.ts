import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseBackends, useTestDatabase } from '@/server/db/testing/test-databases';
import { chatResponseSchema } from '@/shared/chat/chat-schemas';
import { ADDRESS_DAILY_CAP_NOTE, DAILY_CAP_NOTE, TOTAL_DAILY_CAP_NOTE } from './daily-cap-notes';
import { buildChatWithFakeAi, headerAccounts } from './testing/test-support';

/**
 * The paid AI's daily caps per person, per address and for the whole server, counted in the
 * database (so every server of a cluster shares them), on SQLite and on real Postgres: new
 * accounts from one address do not multiply the address's answers, and the operator's bill has
 * a ceiling.
 */
describe.each(databaseBackends)('the chat’s daily AI caps in the database, on $name', (backend) => {
  const database = useTestDatabase(backend, 'nexus_chat_caps');
  let upstream: Awaited<ReturnType<typeof buildChatWithFakeAi>>['upstream'];
  let chat: Awaited<ReturnType<typeof buildChatWithFakeAi>>['chat'];

  beforeAll(async () => {
    if (backend.skip) return;
    ({ upstream, chat } = await buildChatWithFakeAi(
      // Per address: 4 × 2 by default.
      { CHAT_DAILY_LIMIT_PER_USER: '2', CHAT_DAILY_LIMIT_TOTAL: '12' },
      { accounts: headerAccounts, database, rateLimit: false },
    ));
  });
  afterAll(async () => {
    await chat?.app.close();
    await upstream?.close();
  });

  const ask = async (user: string, ip: string) => {
    const res = await chat.app.inject({
      method: 'POST',
      url: '/api/chat',
      payload: { text: 'an action film' },
      headers: { 'x-test-user': user },
      remoteAddress: ip,
    });
    return v.parse(chatResponseSchema, res.json());
  };
  const noteOf = (answer: { source: string; text: string }) =>
    answer.source === 'local' ? answer.text.split('\n\n')[0] : answer.source;

  it.skipIf(backend.skip)(
    'per person, per address whatever the accounts, and for the server, each past one counting against none',
    async () => {
      const home = (n: number) => `2001:db8:99::${n}`;
      // Four accounts at one /64 use its 8 answers; the first also goes past its own 2.
      const seen: Array<string | undefined> = [];
      for (let i = 0; i < 3; i += 1) seen.push(noteOf(await ask('account-0', home(1))));
      expect(seen).toEqual(['openai', 'openai', DAILY_CAP_NOTE]);
      for (let a = 1; a <= 3; a += 1) {
        for (let i = 0; i < 2; i += 1) {
          expect(noteOf(await ask(`account-${a}`, home(a + 1)))).toBe('openai');
        }
      }
      // A fifth fresh account there gets the local recommender, and is told why.
      expect(noteOf(await ask('account-4', home(9)))).toBe(ADDRESS_DAILY_CAP_NOTE);
      // That refusal cost account-4 nothing: elsewhere it still has its own 2.
      expect(noteOf(await ask('account-4', '198.51.100.1'))).toBe('openai');
      expect(noteOf(await ask('account-4', '198.51.100.1'))).toBe('openai');
      // 10 answers so far; the server's 12 end with two more from yet another address.
      expect(noteOf(await ask('account-5', '198.51.100.2'))).toBe('openai');
      expect(noteOf(await ask('account-5', '198.51.100.2'))).toBe('openai');
      expect(noteOf(await ask('account-6', '198.51.100.3'))).toBe(TOTAL_DAILY_CAP_NOTE);
      expect(upstream.requests).toHaveLength(12);
    },
  );
});
