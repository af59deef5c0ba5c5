import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { useFakeTmdb } from '@/server/catalog/tmdb/testing/use-fake-tmdb';
import { IMAGE_BASE, TEST_TOKEN, tmdbAgainst } from '@/server/catalog/tmdb/testing/tmdb-test-kit';
import { chatResponseSchema, type ChatTitle } from '@/shared/chat/chat-schemas';
import type { CatalogueIndex } from './local/catalogue-index';
import { tmdbRelinker } from './relink-titles';
import { buildChatApp } from './testing/test-support';

/** An index that knows the release year of a few embedded ids, as the real one does. */
const indexWithYears = (years: Record<string, number>) => () =>
  ({
    byKey: new Map(Object.entries(years).map(([key, year]) => [key, { year }])),
  }) as unknown as CatalogueIndex;

const pick = (id: number, media_type: 'movie' | 'tv', title: string): ChatTitle => ({
  id,
  media_type,
  title,
  poster_path: `/api/art/poster/${media_type}/${id}.svg`,
});

describe('chat titles relinked to TMDB ids (real TMDB client, fake TMDB)', () => {
  const fake = useFakeTmdb({ token: TEST_TOKEN });

  it('links a film and a series by name and year to TMDB ids and posters', async () => {
    // Fake TMDB: "Neon Protocol 1" is movie 1001 (2025); "Protocol Neon Chronicles 1" is tv 5001.
    const relink = tmdbRelinker(
      tmdbAgainst(fake).source,
      indexWithYears({ 'movie:77': 2025, 'tv:88': 2025 }),
    );
    const linked = await relink([
      pick(77, 'movie', 'Neon Protocol 1'),
      pick(88, 'tv', 'Protocol Neon Chronicles 1'),
    ]);
    expect(linked).toEqual([
      {
        id: 1001,
        media_type: 'movie',
        title: 'Neon Protocol 1',
        poster_path: `${IMAGE_BASE}/{size}/poster-m1001.jpg`,
      },
      {
        id: 5001,
        media_type: 'tv',
        title: 'Protocol Neon Chronicles 1',
        poster_path: `${IMAGE_BASE}/{size}/poster-t5001.jpg`,
      },
    ]);
    expect(fake.calls.map((c) => c.path)).toEqual(['/search/movie', '/search/tv']);
  });

  it("keeps the year and the reason of our recommender's pick on the TMDB card", async () => {
    const relink = tmdbRelinker(tmdbAgainst(fake).source, indexWithYears({ 'movie:77': 2025 }));
    const linked = await relink([
      { ...pick(77, 'movie', 'Neon Protocol 1'), year: 2025, reason: 'Science fiction' },
    ]);
    expect(linked).toEqual([
      expect.objectContaining({ id: 1001, year: 2025, reason: 'Science fiction' }),
    ]);
  });

  it('leaves out titles TMDB does not know, or knows only from another year', async () => {
    const relink = tmdbRelinker(
      tmdbAgainst(fake).source,
      indexWithYears({ 'movie:1': 1979, 'movie:2': 1990 }),
    );
    const linked = await relink([pick(1, 'movie', 'Alien'), pick(2, 'movie', 'Neon Protocol 1')]);
    expect(linked).toEqual([]);
  });

  it('leaves out a title whose lookup fails or outlasts 1.5 s, without failing the answer', async () => {
    const relink = tmdbRelinker(
      tmdbAgainst(fake, { retries: 0 }).source,
      indexWithYears({ 'movie:77': 2025 }),
    );
    fake.set({ delayMs: 2500 });
    const started = Date.now();
    expect(await relink([pick(77, 'movie', 'Neon Protocol 1')])).toEqual([]);
    expect(Date.now() - started).toBeLessThan(2400);
    fake.set({ delayMs: 0, failStatus: 500 });
    expect(await relink([pick(77, 'movie', 'Neon Protocol 1')])).toEqual([]);
  });

  it('through the chat route, no embedded film id reaches the browser when TMDB serves', async () => {
    const { app, catalogue } = await buildChatApp(
      {},
      { rateLimit: false, catalogSource: tmdbAgainst(fake).source },
    );
    try {
      const res = await app.inject({
        method: 'POST',
        url: '/api/chat',
        payload: { text: 'something scary but good' },
      });
      const body = v.parse(chatResponseSchema, res.json());
      // The fixture's films (Alien, The Shining, ...) are not on the fake TMDB: no cards at all,
      // where the embedded catalogue alone would have linked two or three.
      expect(body.text.length).toBeGreaterThan(0);
      expect(body.titles).toEqual([]);
      expect(catalogue.films.length).toBeGreaterThan(0);
      expect(fake.calls.some((c) => c.path === '/search/movie')).toBe(true);
    } finally {
      await app.close();
    }
  });
});
