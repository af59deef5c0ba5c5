import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { movieListSchema, titleListSchema, tvListSchema } from '@/shared/catalog/title-schemas';
import { movieDetailSchema, seasonSchema, tvDetailSchema } from '@/shared/catalog/detail-schemas';
import { createEmbeddedSource } from './embedded-source';
import { TOP_RATED_MIN_VOTES } from './embedded-lists';

const source = createEmbeddedSource();

describe('embedded lists', () => {
  it('pages 20 at a time with consistent totals, and answers an empty page past the end', async () => {
    const first = v.parse(movieListSchema, await source.list('movie', 'popular', 1));
    expect(first.results).toHaveLength(20);
    expect(first.total_pages).toBe(Math.ceil(first.total_results / 20));
    const second = await source.list('movie', 'popular', 2);
    expect(second.results[0]!.popularity).toBeLessThanOrEqual(first.results[19]!.popularity);
    const last = await source.list('movie', 'popular', first.total_pages);
    expect(last.results.length).toBe(first.total_results - (first.total_pages - 1) * 20);
    const beyond = await source.list('movie', 'popular', first.total_pages + 1);
    expect(beyond).toMatchObject({
      results: [],
      total_pages: first.total_pages,
      total_results: first.total_results,
    });
  });

  it('ranks popular by popularity and top rated by rating among well-voted titles', async () => {
    const popular = (await source.list('movie', 'popular', 1)).results;
    expect([...popular].sort((a, b) => b.popularity - a.popularity)).toEqual(popular);
    const top = (await source.list('movie', 'top_rated', 1)).results;
    expect(top.every((m) => m.vote_count >= TOP_RATED_MIN_VOTES)).toBe(true);
    expect(top[0]!.vote_average).toBeGreaterThanOrEqual(8.8);
  });

  it('makes trending favour recent films', async () => {
    const trending = (await source.list('movie', 'trending', 1)).results;
    const popular = (await source.list('movie', 'popular', 1)).results;
    const year = (list: typeof trending) =>
      list.reduce((sum, m) => sum + Number(m.release_date.slice(0, 4)), 0) / list.length;
    expect(year(trending)).toBeGreaterThan(year(popular));
  });

  it('opens trending on films of the last few years, and keeps top rated across the decades (issue 30)', async () => {
    const trending = (await source.list('movie', 'trending', 1)).results;
    expect(Number(trending[0]!.release_date.slice(0, 4))).toBeGreaterThanOrEqual(2019);
    const top = (await source.list('movie', 'top_rated', 1)).results;
    const decades = new Set(top.map((m) => m.release_date.slice(0, 3)));
    expect(decades.size).toBeGreaterThanOrEqual(3);
  });

  it('lists series in the TV shape and is deterministic', async () => {
    const tv = v.parse(tvListSchema, await source.list('tv', 'top_rated', 1));
    expect(tv.results.every((t) => t.media_type === 'tv')).toBe(true);
    const again = createEmbeddedSource();
    for (const kind of ['trending', 'popular', 'top_rated'] as const) {
      for (const media of ['movie', 'tv'] as const) {
        const a = await source.list(media, kind, 1);
        const b = await again.list(media, kind, 1);
        expect(b.results.map((t) => t.id)).toEqual(a.results.map((t) => t.id));
      }
    }
  });
});

describe('embedded search', () => {
  it('mixes movies and series by relevance: exact match first, then prefixes, then popularity', async () => {
    const page = v.parse(titleListSchema, await source.search('multi', 'dark', 1));
    const names = page.results.map((t) => ('title' in t ? t.title : t.name));
    expect(names[0]).toBe('Dark');
    expect(page.results[0]!.media_type).toBe('tv');
    expect(names.indexOf('Dark City')).toBeLessThan(names.indexOf('The Dark Knight'));
    expect(page.results.some((t) => t.media_type === 'movie')).toBe(true);
  });

  it('finds by word prefixes in any order and limits to the scope', async () => {
    const movies = await source.search('movie', 'knight dark', 1);
    expect(movies.results.map((m) => ('title' in m ? m.title : ''))).toContain('The Dark Knight');
    const tv = await source.search('tv', 'breaking', 1);
    expect(tv.results.map((t) => t.id)).toEqual([1396]);
    expect((await source.search('multi', 'zzzzqqq', 1)).total_results).toBe(0);
  });
});

describe('embedded details', () => {
  it('answers a movie with credits, videos and up to 20 recommendations that share a genre or a person', async () => {
    const [first] = (await source.list('movie', 'popular', 1)).results;
    const movie = v.parse(movieDetailSchema, await source.movie(first!.id));
    // Issue 30: the cast is known for the curated films and the most voted old ones.
    expect(movie.credits.cast.length).toBeLessThanOrEqual(8);
    expect(movie.credits.crew.every((c) => c.job === 'Director')).toBe(true);
    expect(movie.videos.results).toEqual([]);
    expect(movie.recommendations.results.length).toBeGreaterThan(0);
    expect(movie.recommendations.results.length).toBeLessThanOrEqual(20);
    const people = new Set([...movie.credits.cast, ...movie.credits.crew].map((p) => p.name));
    for (const r of movie.recommendations.results) {
      const other = v.parse(movieDetailSchema, await source.movie(r.id));
      const sharesPerson = [...other.credits.cast, ...other.credits.crew].some((p) =>
        people.has(p.name),
      );
      expect(r.genre_ids.some((g) => movie.genre_ids.includes(g)) || sharesPerson).toBe(true);
      expect(r.id).not.toBe(movie.id);
    }
    expect(await source.movie(999_999_999)).toBeNull();
  });

  it('answers Breaking Bad with its real seasons and deterministic episodes', async () => {
    const tv = v.parse(tvDetailSchema, await source.tv(1396));
    expect(tv.seasons.map((s) => [s.season_number, s.episode_count, s.name])).toEqual([
      [1, 7, 'Season 1'],
      [2, 13, 'Season 2'],
      [3, 13, 'Season 3'],
      [4, 13, 'Season 4'],
      [5, 16, 'Season 5'],
    ]);
    expect(tv).toMatchObject({
      number_of_seasons: 5,
      number_of_episodes: 62,
      // Issue 30: the curated series table knows IMDb ids.
      external_ids: { imdb_id: 'tt0903747' },
    });
    const season = v.parse(seasonSchema, await source.season(1396, 2));
    expect(season.episodes).toHaveLength(13);
    expect(season.episodes[0]).toMatchObject({
      id: '1396-2-1',
      name: 'Episode 1',
      season_number: 2,
    });
    for (const e of season.episodes) {
      expect(e.runtime).toBeGreaterThanOrEqual(40);
      expect(e.runtime).toBeLessThanOrEqual(59);
    }
    const again = await createEmbeddedSource().season(1396, 2);
    expect(again?.episodes.map((e) => e.runtime)).toEqual(season.episodes.map((e) => e.runtime));
    expect(await source.season(1396, 6)).toBeNull();
    expect(await source.season(1396, 0)).toBeNull();
    expect(await source.tv(4242)).toBeNull();
  });
});
