import fc from 'fast-check';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogSource } from '@/server/catalog/catalog-source';
import { getEmbeddedCatalogue } from '@/server/catalog/embedded/embedded-catalogue';
import type { ProfilesHandle } from '@/server/profiles/profiles-handle';
import { isForKids } from '@/shared/catalog/kids-rule';
import { chatResponseSchema, type ChatResponse } from '@/shared/chat/chat-schemas';
import { buildChatApp, buildChatWithFakeAi, headerAccounts } from './testing/test-support';

/*
 * A kids profile's chat (issue 31): our own recommender over the titles for children, never a
 * model (the fake provider counts every call), and every title it names passes the kids rule.
 * The viewer comes from a test-only profiles handle: `x-test-kids: 1` is a kids profile.
 */
const catalogue = getEmbeddedCatalogue();
const passes = (t: { id: number; media_type: 'movie' | 'tv' }) =>
  t.media_type === 'movie'
    ? isForKids('movie', catalogue.filmById.get(t.id)?.mpaa_rating)
    : isForKids('tv', catalogue.seriesById.get(t.id)?.tv_rating);
const profiles: Pick<ProfilesHandle, 'viewerOf'> = {
  viewerOf: async (request) => ({ kids: request.headers['x-test-kids'] === '1' }),
};
const godfather = catalogue.films.find((f) => f.title === 'The Godfather')!;
const breakingBad = catalogue.series.find((s) => s.name === 'Breaking Bad')!;

describe('POST /api/chat for a kids profile', () => {
  let setup: Awaited<ReturnType<typeof buildChatWithFakeAi>>;
  beforeAll(async () => {
    setup = await buildChatWithFakeAi(
      {},
      {
        accounts: headerAccounts,
        viewers: profiles,
        rateLimit: false,
        catalogue: getEmbeddedCatalogue,
      },
    );
  });
  afterAll(async () => {
    await setup.chat.app.close();
    await setup.upstream.close();
  });
  const ask = async (body: object, kids: boolean): Promise<ChatResponse> => {
    const res = await setup.chat.app.inject({
      method: 'POST',
      url: '/api/chat',
      payload: body,
      headers: { 'x-test-user': 'ada', ...(kids ? { 'x-test-kids': '1' } : {}) },
    });
    expect(res.statusCode).toBe(200);
    return v.parse(chatResponseSchema, res.json());
  };

  it('asks the provider for a grown-up, and never for a kids profile', async () => {
    const before = setup.upstream.requests.length;
    expect((await ask({ text: 'an action film' }, false)).source).toBe('openai');
    expect(setup.upstream.requests.length).toBe(before + 1);
    const kids = await ask({ text: 'an action film' }, true);
    expect(kids.source).toBe('local');
    expect(kids.text).not.toContain('Die Hard');
    expect(setup.upstream.requests.length).toBe(before + 1);
  });

  it.each([
    'something scary but good',
    'a crime drama like The Godfather',
    'a funny animated film',
    'a series to binge',
    'adult movies rated R',
    'who directed Pulp Fiction?',
    'films with Tom Hanks',
    'a cartoon series for little kids',
  ])('names only titles for children when asked %j', async (text) => {
    const answer = await ask({ text }, true);
    expect(answer.source).toBe('local');
    for (const title of answer.titles) expect(passes(title)).toBe(true);
  });

  it('names titles for children at all', async () => {
    const films = await ask({ text: 'a family film' }, true);
    expect(films.titles.length).toBeGreaterThan(0);
    const series = await ask({ text: 'a kids series' }, true);
    expect(series.titles.some((t) => t.media_type === 'tv')).toBe(true);
  });

  it('names only titles for children whatever it was asked before, saved or watched', async () => {
    const adult = [
      { id: godfather.id, media_type: 'movie' as const },
      { id: breakingBad.id, media_type: 'tv' as const },
    ];
    const calls = setup.upstream.requests.length;
    const words = ['more', 'like', 'that', 'the', 'first', 'one', 'a', 'film', 'series', 'funny'];
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom(...words), { minLength: 1, maxLength: 6 }),
        async (text) => {
          const answer = await ask(
            {
              text: text.join(' '),
              watched: adult,
              vault: adult,
              turns: [
                { role: 'user', text: 'a crime drama' },
                { role: 'assistant', text: 'The Godfather', titles: adult },
              ],
            },
            true,
          );
          for (const title of answer.titles) expect(passes(title)).toBe(true);
        },
      ),
      { numRuns: 40 },
    );
    expect(setup.upstream.requests.length).toBe(calls);
  });
});

describe('POST /api/chat for a kids profile on the TMDB catalogue', () => {
  /** A stand-in TMDB that finds every title by its name: the grown-ups' view, or nothing. */
  const findsAll = (search: CatalogSource['search']) =>
    ({ name: 'tmdb', search }) as unknown as CatalogSource;
  const byName = new Map(
    [...catalogue.films, ...catalogue.series].map((t) => [
      t.media_type === 'movie' ? t.title : t.name,
      t,
    ]),
  );
  const grownUpTmdb = findsAll(async (scope, query) => ({
    page: 1,
    total_pages: 1,
    total_results: 1,
    results: byName.has(query) ? [{ ...byName.get(query)!, id: 900_000 }] : [],
  }));
  const kidsSearches: string[] = [];
  const source = Object.assign(grownUpTmdb, {
    kids: findsAll(async (_scope, query, page) => {
      kidsSearches.push(query);
      return { page, total_pages: 0, total_results: 0, results: [] };
    }),
  });
  let chat: Awaited<ReturnType<typeof buildChatApp>>;
  beforeAll(async () => {
    chat = await buildChatApp(
      {},
      {
        viewers: profiles,
        rateLimit: false,
        catalogue: getEmbeddedCatalogue,
        catalogSource: source,
      },
    );
  });
  afterAll(() => chat.app.close());
  const ask = (kids: boolean) =>
    chat.app.inject({
      method: 'POST',
      url: '/api/chat',
      payload: { text: 'a family film' },
      headers: kids ? { 'x-test-kids': '1' } : {},
    });

  it("links a kids profile's cards through TMDB's kids view only", async () => {
    const grownUp = v.parse(chatResponseSchema, (await ask(false)).json());
    expect(grownUp.titles.length).toBeGreaterThan(0);
    expect(kidsSearches).toEqual([]);
    const kids = v.parse(chatResponseSchema, (await ask(true)).json());
    expect(kidsSearches.length).toBeGreaterThan(0);
    expect(kids.titles).toEqual([]);
  });
});
