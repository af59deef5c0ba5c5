import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { movieListSchema, titleListSchema, tvListSchema } from '@/shared/catalog/title-schemas';
import { movieDetailSchema, seasonSchema, tvDetailSchema } from '@/shared/catalog/detail-schemas';
import { personDetailSchema, personListSchema } from '@/shared/catalog/person-schemas';
import { useFakeTmdb } from './testing/use-fake-tmdb';
import { IMAGE_BASE, TEST_API_KEY, TEST_TOKEN, tmdbAgainst } from './testing/tmdb-test-kit';

describe('TMDB source against the fake TMDB (shape mapping)', () => {
  const fake = useFakeTmdb({ token: TEST_TOKEN, apiKey: TEST_API_KEY });

  it('maps every list to our contract, tags media_type and rewrites images to size templates', async () => {
    const { source } = tmdbAgainst(fake);
    for (const kind of ['trending', 'popular', 'top_rated'] as const) {
      const movies = v.parse(movieListSchema, await source.list('movie', kind, 1));
      expect(movies.results).toHaveLength(20);
      expect(movies.total_pages).toBe(3);
      expect(movies.results.every((m) => m.media_type === 'movie')).toBe(true);
      const shows = v.parse(tvListSchema, await source.list('tv', kind, 2));
      expect(shows.page).toBe(2);
      expect(shows.results.every((t) => t.media_type === 'tv')).toBe(true);
    }
    const popular = await source.list('movie', 'popular', 1);
    expect(popular.results[0]!.poster_path).toBe(`${IMAGE_BASE}/{size}/poster-m1000.jpg`);
    expect(fake.calls.map((c) => c.path)).toContain('/trending/movie/week');
    expect(fake.calls.every((c) => c.auth === 'bearer')).toBe(true);
  });

  it('never offers a page past 500, however many TMDB counts', async () => {
    const { source } = tmdbAgainst(fake);
    const popular = await source.list('tv', 'popular', 1);
    expect(popular.total_pages).toBe(500);
    expect(popular.total_results).toBe(187_500);
    // The fake refuses page 501 as TMDB does; our route never asks for it.
    await expect(source.list('tv', 'popular', 501)).rejects.toBeTruthy();
  });

  it('gives a series its genre ids from `genres` (TV details have no genre_ids)', async () => {
    const { source } = tmdbAgainst(fake);
    const show = v.parse(tvDetailSchema, await source.tv(5002));
    expect(show.genres).toEqual([{ id: 18, name: 'Drama' }]);
    expect(show.genre_ids).toEqual([18]);
  });

  it('falls back to generated art for titles without images, and fills missing fields', async () => {
    const { source } = tmdbAgainst(fake);
    const all = (await source.list('movie', 'popular', 1)).results;
    const noPoster = all.find((m) => m.id === 1003)!;
    expect(noPoster.poster_path).toBe(
      `/api/art/poster/movie/1003.svg?label=${encodeURIComponent(noPoster.title)}`,
    );
    expect(noPoster.backdrop_path).toMatch(/^\/api\/art\/backdrop\/movie\/1003\.svg\?label=/);
    expect(all.find((m) => m.id === 1005)!.release_date).toBe('');
  });

  it('gets a movie detail with credits, videos and recommendations in one upstream call', async () => {
    const { source } = tmdbAgainst(fake);
    const movie = v.parse(movieDetailSchema, await source.movie(1010));
    expect(fake.calls).toHaveLength(1);
    expect(fake.calls[0]!.query.append_to_response).toBe('credits,videos,recommendations');
    expect(movie.runtime).toBeNull();
    expect(movie.credits.cast[1]!.character).toBe('');
    expect(movie.credits.crew[0]).toMatchObject({ job: 'Director', name: 'Cy Director' });
    expect(movie.videos.results[0]).toMatchObject({ type: 'Trailer', key: 'key1010' });
    expect(movie.recommendations.results).toHaveLength(3);
    expect(movie.homepage).toBeNull();
    expect(movie.genre_ids).toEqual([28, 18]);
  });

  it('gets a TV detail with credits and external ids in one call, and a season with episodes', async () => {
    const { source } = tmdbAgainst(fake);
    const show = v.parse(tvDetailSchema, await source.tv(5003));
    expect(fake.calls[0]!.query.append_to_response).toBe('credits,external_ids');
    expect(show.external_ids.imdb_id).toBe('tt95003');
    expect(show.seasons[0]!.season_number).toBe(0);
    expect(show.networks[0]!.logo_path).toBe(`${IMAGE_BASE}/{size}/net.png`);
    const season = v.parse(seasonSchema, await source.season(5003, 2));
    expect(fake.calls.at(-1)!.path).toBe('/tv/5003/season/2');
    expect(season.episodes).toHaveLength(8);
    expect(season.episodes[0]!.still_path).toBeNull();
    expect(season.episodes[7]!.runtime).toBeNull();
  });

  it('answers null for unknown titles and seasons', async () => {
    const { source } = tmdbAgainst(fake);
    expect(await source.movie(999_999)).toBeNull();
    expect(await source.tv(999_999)).toBeNull();
    expect(await source.season(5003, 40)).toBeNull();
  });

  it('multi search drops people, keeps both media types and ranks by relevance', async () => {
    const { source } = tmdbAgainst(fake);
    const found = v.parse(titleListSchema, await source.search('multi', 'signal', 1));
    expect(found.results.some((r) => (r as { name?: string }).name === 'Signal Person')).toBe(
      false,
    );
    expect(new Set(found.results.map((r) => r.media_type))).toEqual(new Set(['movie', 'tv']));
    // Titles starting with the query outrank titles that only contain it.
    const first = found.results[0]!;
    expect(('title' in first ? first.title : first.name).startsWith('Signal')).toBe(true);
    const movies = await source.search('movie', 'harbor', 1);
    expect(movies.results.length).toBeGreaterThan(0);
    expect(movies.results.every((r) => r.media_type === 'movie')).toBe(true);
  });

  it("gets a person with their films and series from TMDB's person endpoints (issue 30)", async () => {
    const { source } = tmdbAgainst(fake);
    const person = v.parse(personDetailSchema, await source.person(77));
    expect(person).toMatchObject({
      id: 77,
      name: 'Signal Person',
      known_for_department: 'Acting',
      profile_path: `${IMAGE_BASE}/{size}/person.jpg`,
    });
    expect(person.combined_credits.cast).toHaveLength(1);
    expect(person.combined_credits.cast[0]).toMatchObject({
      media_type: 'movie',
      character: 'Hero',
    });
    expect(person.combined_credits.crew[0]).toMatchObject({ media_type: 'tv', job: 'Director' });
    expect(fake.calls.find((c) => c.path === '/person/77')?.query.append_to_response).toBe(
      'combined_credits',
    );
    expect(await source.person(78)).toBeNull();
    const found = v.parse(personListSchema, await source.searchPeople('signal', 1));
    expect(found.results).toEqual([
      {
        id: 77,
        name: 'Signal Person',
        known_for_department: 'Acting',
        profile_path: `${IMAGE_BASE}/{size}/person.jpg`,
      },
    ]);
  });

  it('sends a v3 key as the api_key query parameter when no read token is set', async () => {
    const { source } = tmdbAgainst(fake, { readToken: undefined, apiKey: TEST_API_KEY });
    await source.list('tv', 'popular', 1);
    expect(fake.calls[0]!.auth).toBe('api_key');
  });

  it('turns a rejected key into 503 catalog-unavailable and an outage into 502', async () => {
    const { source } = tmdbAgainst(fake, { readToken: 'wrong' });
    await expect(source.list('movie', 'popular', 1)).rejects.toMatchObject({
      statusCode: 503,
      code: 'catalog-unavailable',
    });
    fake.set({ failStatus: 500 });
    const ok = tmdbAgainst(fake);
    await expect(ok.source.movie(1001)).rejects.toMatchObject({
      statusCode: 502,
      code: 'catalog-upstream-error',
    });
  });
});
