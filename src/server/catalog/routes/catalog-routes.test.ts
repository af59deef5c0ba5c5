import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '@/server/testing/use-test-app';
import { movieListSchema, titleListSchema, tvListSchema } from '@/shared/catalog/title-schemas';
import { movieDetailSchema, seasonSchema, tvDetailSchema } from '@/shared/catalog/detail-schemas';

describe('catalogue API (embedded source)', () => {
  const served = useTestApp();
  const get = (url: string) => served.app.inject({ method: 'GET', url });

  it.each([
    ['/api/catalog/trending/movie/week', movieListSchema],
    ['/api/catalog/trending/tv/week', tvListSchema],
    ['/api/catalog/movie/popular', movieListSchema],
    ['/api/catalog/tv/popular', tvListSchema],
    ['/api/catalog/movie/top_rated', movieListSchema],
    ['/api/catalog/tv/top_rated', tvListSchema],
  ])('%s answers a TMDB-shaped page with a list cache policy', async (url, schema) => {
    const res = await get(`${url}?page=2`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.headers['content-type']).toContain('application/json');
    const body = v.parse(schema, res.json());
    expect(body.page).toBe(2);
    expect(body.results.length).toBeGreaterThan(0);
    expect(body.results.length).toBeLessThanOrEqual(20);
  });

  it('takes each of the interface languages, and refuses any other tag with a clear 400', async () => {
    const english = (await get('/api/catalog/movie/popular?page=1')).json();
    for (const language of ['en', 'es', 'fr', 'de', 'pt-BR', 'it']) {
      const res = await get(`/api/catalog/movie/popular?page=1&language=${language}`);
      expect(res.statusCode).toBe(200);
      // The same titles in the same order; the embedded catalogue composes its overviews in the
      // language (the page translates the genres by id), English's as they always were.
      const body = res.json();
      const { results, ...paging } = body;
      const { results: englishResults, ...englishPaging } = english;
      expect(paging).toEqual(englishPaging);
      const withoutOverview = (list: { overview: string }[]) =>
        list.map(({ overview: _overview, ...rest }) => rest);
      expect(withoutOverview(results)).toEqual(withoutOverview(englishResults));
      if (language === 'en') expect(body).toEqual(english);
      else
        for (const [i, film] of results.entries())
          expect(film.overview).not.toBe(englishResults[i].overview);
    }
    for (const url of [
      '/api/catalog/movie/popular?language=klingon',
      '/api/catalog/tv/1?language=FR',
    ]) {
      const res = await get(url);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('language: must be one of en, es, fr, de, pt-BR, it');
    }
  });

  it('answers a page beyond the end with no results and the true totals', async () => {
    const res = await get('/api/catalog/movie/popular?page=500');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.results).toEqual([]);
    expect(body.total_pages).toBeGreaterThan(100);
    expect(body.total_results).toBeGreaterThan(3000);
  });

  it('answers movie detail with credits, videos and recommendations in one response', async () => {
    const { results } = (await get('/api/catalog/movie/top_rated')).json();
    const res = await get(`/api/catalog/movie/${results[0].id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const movie = v.parse(movieDetailSchema, res.json());
    expect(movie.title).toBe(results[0].title);
    expect(movie.recommendations.results.length).toBeGreaterThan(0);
  });

  it('answers TV detail and a season for each of the spec six series', async () => {
    const expected: Record<number, number> = {
      1396: 5,
      1399: 8,
      2316: 9,
      1668: 10,
      66732: 5,
      1402: 11,
    };
    for (const [id, seasons] of Object.entries(expected)) {
      const tv = v.parse(tvDetailSchema, (await get(`/api/catalog/tv/${id}`)).json());
      expect(tv.number_of_seasons).toBe(seasons);
      const season = v.parse(seasonSchema, (await get(`/api/catalog/tv/${id}/season/1`)).json());
      expect(season.episodes.length).toBe(tv.seasons[0]!.episode_count);
    }
  });

  it('searches movies, TV and both, ranked and tagged', async () => {
    const multi = v.parse(
      titleListSchema,
      (await get('/api/catalog/search/multi?query=dark')).json(),
    );
    expect(multi.results[0]).toMatchObject({ media_type: 'tv', name: 'Dark' });
    const movie = v.parse(
      titleListSchema,
      (await get('/api/catalog/search/movie?query=dark')).json(),
    );
    expect(movie.results.every((t) => t.media_type === 'movie')).toBe(true);
    const tv = v.parse(
      titleListSchema,
      (await get('/api/catalog/search/tv?query=%20friends%20')).json(),
    );
    // The query is trimmed, and the exact name comes first (before 'Friendship Is Magic').
    expect(tv.results[0]?.id).toBe(1668);
    expect(tv.results.every((t) => t.media_type === 'tv')).toBe(true);
  });

  it.each([
    ['/api/catalog/movie/popular?page=0', 'page'],
    ['/api/catalog/movie/popular?page=501', 'page'],
    ['/api/catalog/tv/top_rated?page=-1', 'page'],
    ['/api/catalog/trending/movie/week?page=abc', 'page'],
    ['/api/catalog/trending/tv/week?page=1.5', 'page'],
    ['/api/catalog/movie/popular?page=', 'page'],
    ['/api/catalog/movie/popular?page=1&page=2', 'page'],
    ['/api/catalog/movie/0', 'id'],
    ['/api/catalog/movie/-3', 'id'],
    ['/api/catalog/movie/abc', 'id'],
    ['/api/catalog/movie/1.5', 'id'],
    ['/api/catalog/movie/99999999999999999999', 'id'],
    ['/api/catalog/tv/0', 'id'],
    ['/api/catalog/tv/x1396', 'id'],
    ['/api/catalog/tv/0/season/1', 'id'],
    ['/api/catalog/tv/1396/season/-1', 'season'],
    ['/api/catalog/tv/1396/season/one', 'season'],
    ['/api/catalog/search/multi', 'query'],
    ['/api/catalog/search/multi?query=', 'query'],
    ['/api/catalog/search/movie?query=%20%20%20', 'query'],
    [`/api/catalog/search/tv?query=${'a'.repeat(201)}`, 'query'],
    ['/api/catalog/search/multi?query=dark&page=0', 'page'],
  ])('%s is a 400 naming %s', async (url, field) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toEqual({ error: { code: 'bad-request', message: expect.any(String) } });
    expect(body.error.message.startsWith(`${field}:`)).toBe(true);
  });

  it('accepts a query of exactly 200 characters', async () => {
    const res = await get(`/api/catalog/search/multi?query=${'a'.repeat(200)}`);
    expect(res.statusCode).toBe(200);
  });

  it.each([
    ['/api/catalog/movie/999999999', 'No movie with id 999999999'],
    ['/api/catalog/tv/4242', 'No series with id 4242'],
    ['/api/catalog/tv/4242/season/1', 'No season 1 for series 4242'],
    ['/api/catalog/tv/1396/season/0', 'No season 0 for series 1396'],
    ['/api/catalog/tv/1396/season/6', 'No season 6 for series 1396'],
  ])('%s is a 404 in the error shape, naming what is missing', async (url, message) => {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'not-found', message } });
  });

  it('answers the same list identically twice (deterministic, served from the page cache)', async () => {
    const a = await get('/api/catalog/trending/movie/week?page=3');
    const b = await get('/api/catalog/trending/movie/week?page=3');
    expect(b.body).toBe(a.body);
  });
});
