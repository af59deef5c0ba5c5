import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/server/app';
import { getEmbeddedCatalogue } from '@/server/catalog/embedded/embedded-catalogue';
import { createEmbeddedSource } from '@/server/catalog/embedded/embedded-source';
import { LIST_PATHS } from '@/server/catalog/routes/list-route';
import { loadConfig } from '@/server/config';
import type { ProfilesHandle } from '@/server/profiles/profiles-handle';
import { LIMITS } from '@/shared/api/limits';
import { isForKids } from '@/shared/catalog/kids-rule';
import type { MediaType } from '@/shared/catalog/title-schemas';
import { PROFILE_ERROR_CODES, PROFILE_TEXTS } from '@/shared/profiles/profile-api';

/*
 * The kids rule over the whole embedded catalogue, through the HTTP API (issue 31): for any list,
 * search or detail a kids profile asks for, no answer holds a title that fails the rule, pages
 * stay full, and a failing title's details are 403. A grown-up's answers are the catalogue's own.
 * The viewer comes from a test-only profiles handle; the real one is the profiles plugin's.
 */

const catalogue = getEmbeddedCatalogue();
const passes = (media: MediaType, id: number) =>
  media === 'movie'
    ? isForKids('movie', catalogue.filmById.get(id)?.mpaa_rating)
    : isForKids('tv', catalogue.seriesById.get(id)?.tv_rating);

const kidsHandle: Pick<ProfilesHandle, 'viewerOf'> = { viewerOf: async () => ({ kids: true }) };
const grownUpHandle: Pick<ProfilesHandle, 'viewerOf'> = { viewerOf: async () => ({ kids: false }) };

function appWith(viewers: Pick<ProfilesHandle, 'viewerOf'>) {
  const built = {} as { app: FastifyInstance };
  beforeAll(async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'nexus-kids-'));
    built.app = await buildApp({
      config: loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dir }),
      clientDir: dir,
      viewers,
    });
  });
  afterAll(() => built.app?.close());
  return built;
}

const kidsApp = appWith(kidsHandle);
const grownUpApp = appWith(grownUpHandle);
const get = (app: FastifyInstance, url: string) => app.inject({ method: 'GET', url });

interface Titled {
  id: number;
  media_type?: MediaType;
}

/** Every title an answer names: results, recommendations, a person's credits. */
function titlesIn(body: unknown, media?: MediaType): { media: MediaType; id: number }[] {
  const answer = body as {
    results?: Titled[];
    recommendations?: { results: Titled[] };
    combined_credits?: { cast: Titled[]; crew: Titled[] };
  };
  const items = [
    ...(answer.results ?? []),
    ...(answer.recommendations?.results ?? []),
    ...(answer.combined_credits?.cast ?? []),
    ...(answer.combined_credits?.crew ?? []),
  ];
  return items.map((t) => ({ media: (t.media_type ?? media)!, id: t.id }));
}

/** Every title id of a list, page after page. */
async function everyId(app: FastifyInstance, url: string): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ; page += 1) {
    const answer = (await get(app, `${url}?page=${page}`)).json<{
      results: Titled[];
      total_pages: number;
    }>();
    ids.push(...answer.results.map((t) => t.id));
    if (page >= answer.total_pages) return ids;
  }
}

/** Each list as [media, kind, path]. */
const LISTS = LIST_PATHS.map(([url, media, kind]) => [media, kind, url] as const);

const words = [...catalogue.films.map((f) => f.title), ...catalogue.series.map((s) => s.name)]
  .flatMap((name) => name.split(/\s+/))
  .filter((w) => /^[A-Za-z]{2,}$/.test(w));

const listRequest = fc.record({
  list: fc.constantFrom(...LISTS),
  page: fc.oneof(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 1, max: LIMITS.page.max })),
});
const searchRequest = fc.record({
  scope: fc.constantFrom('movie', 'tv', 'multi'),
  query: fc.oneof(
    fc.constantFrom(...words),
    fc.constantFrom(...words).map((w) => w.slice(0, 3)),
    fc.string({ minLength: 1, maxLength: 4 }).filter((q) => q.trim().length > 0),
  ),
  page: fc.integer({ min: 1, max: 3 }),
});
const anyFilm = fc.constantFrom(...catalogue.films);
const anySeries = fc.constantFrom(...catalogue.series);
const anyPerson = fc.constantFrom(...catalogue.people.people);
const RUNS = { numRuns: 150 };

describe('a kids profile, over the embedded catalogue', () => {
  it('never gets a list title that fails the rule, and gets full pages where titles remain', async () => {
    await fc.assert(
      fc.asyncProperty(listRequest, async ({ list: [media, , url], page }) => {
        const res = await get(kidsApp.app, `${url}?page=${page}`);
        expect(res.statusCode).toBe(200);
        const body = res.json<{ results: Titled[]; total_results: number; total_pages: number }>();
        for (const t of titlesIn(body, media)) expect(passes(t.media, t.id)).toBe(true);
        const left = body.total_results - (page - 1) * LIMITS.pageSize;
        expect(body.results).toHaveLength(Math.max(0, Math.min(LIMITS.pageSize, left)));
      }),
      RUNS,
    );
  });

  it('lists every title that passes, in the grown-ups’ order', async () => {
    for (const [media, , url] of LISTS) {
      const kept = await everyId(kidsApp.app, url);
      const all = await everyId(grownUpApp.app, url);
      expect(kept.length).toBeGreaterThan(LIMITS.pageSize);
      expect(kept).toEqual(all.filter((id) => passes(media, id)));
    }
  });

  it('never finds a title that fails the rule, whatever it searches for', async () => {
    await fc.assert(
      fc.asyncProperty(searchRequest, async ({ scope, query, page }) => {
        const q = encodeURIComponent(query);
        const res = await get(kidsApp.app, `/api/catalog/search/${scope}?query=${q}&page=${page}`);
        expect(res.statusCode).toBe(200);
        const media = scope === 'multi' ? undefined : scope;
        for (const t of titlesIn(res.json(), media)) expect(passes(t.media, t.id)).toBe(true);
      }),
      RUNS,
    );
  });

  it('finds the titles that pass as a grown-up does', async () => {
    const res = await get(kidsApp.app, '/api/catalog/search/multi?query=toy%20story');
    const names = res.json<{ results: { title?: string }[] }>().results.map((t) => t.title);
    expect(names).toContain('Toy Story');
  });

  it('gets 403 not-on-this-profile for a film that fails, and the film with kids recommendations when it passes', async () => {
    await fc.assert(
      fc.asyncProperty(anyFilm, async (film) => {
        const res = await get(kidsApp.app, `/api/catalog/movie/${film.id}`);
        if (!passes('movie', film.id)) {
          expect(res.statusCode).toBe(403);
          expect(res.json()).toEqual({
            error: {
              code: PROFILE_ERROR_CODES.notOnThisProfile,
              message: PROFILE_TEXTS.notAvailable,
            },
          });
          return;
        }
        expect(res.statusCode).toBe(200);
        for (const t of titlesIn(res.json(), 'movie')) expect(passes(t.media, t.id)).toBe(true);
      }),
      RUNS,
    );
  });

  it('gets 403 for a series that fails and its seasons, the series and its seasons when it passes', async () => {
    await fc.assert(
      fc.asyncProperty(anySeries, async (series) => {
        const detail = await get(kidsApp.app, `/api/catalog/tv/${series.id}`);
        const season = await get(kidsApp.app, `/api/catalog/tv/${series.id}/season/1`);
        const status = passes('tv', series.id) ? 200 : 403;
        expect(detail.statusCode).toBe(status);
        expect(season.statusCode).toBe(status);
      }),
      RUNS,
    );
  });

  it("sees a person's credits for children only, and 403 for someone with none", async () => {
    await fc.assert(
      fc.asyncProperty(anyPerson, async (person) => {
        const res = await get(kidsApp.app, `/api/catalog/person/${person.id}`);
        if (!person.credits.some((c) => passes(c.media_type, c.id))) {
          expect(res.statusCode).toBe(403);
          return;
        }
        expect(res.statusCode).toBe(200);
        const titles = titlesIn(res.json());
        expect(titles.length).toBeGreaterThan(0);
        for (const t of titles) expect(passes(t.media, t.id)).toBe(true);
      }),
      RUNS,
    );
  });

  it('finds only people with a title for children', async () => {
    await fc.assert(
      fc.asyncProperty(anyPerson, async (person) => {
        const q = encodeURIComponent(person.name);
        const res = await get(kidsApp.app, `/api/catalog/search/person?query=${q}`);
        const ids = res.json<{ results: { id: number }[] }>().results.map((p) => p.id);
        for (const id of ids) {
          const credits = catalogue.people.byId.get(id)!.credits;
          expect(credits.some((c) => passes(c.media_type, c.id))).toBe(true);
        }
      }),
      RUNS,
    );
  });

  it('answers privately, so no shared cache or replay keeps it for a grown-up', async () => {
    const res = await get(kidsApp.app, '/api/catalog/movie/popular');
    expect(res.headers['cache-control']).toBe('private, max-age=300');
    expect(String(res.headers.vary)).toMatch(/cookie/i);
    const toyStory = catalogue.films.find((f) => f.title === 'Toy Story')!;
    const detail = await get(kidsApp.app, `/api/catalog/movie/${toyStory.id}`);
    expect(detail.headers['cache-control']).toBe('private, max-age=3600');
  });
});

describe("a grown-up's catalogue", () => {
  const source = createEmbeddedSource();

  it('is the catalogue itself: every list, search and detail as the source answers it', async () => {
    const request = fc.oneof(
      listRequest.map(({ list: [media, kind, url], page }) => ({
        url: `${url}?page=${page}`,
        expected: () => source.list(media, kind, page),
      })),
      searchRequest.map(({ scope, query, page }) => ({
        url: `/api/catalog/search/${scope}?query=${encodeURIComponent(query)}&page=${page}`,
        expected: () => source.search(scope, query.trim(), page),
      })),
      anyFilm.map((film) => ({
        url: `/api/catalog/movie/${film.id}`,
        expected: () => source.movie(film.id),
      })),
      anySeries.map((series) => ({
        url: `/api/catalog/tv/${series.id}/season/1`,
        expected: () => source.season(series.id, 1),
      })),
      anyPerson.map((person) => ({
        url: `/api/catalog/person/${person.id}`,
        expected: () => source.person(person.id),
      })),
    );
    await fc.assert(
      fc.asyncProperty(request, async ({ url, expected }) => {
        const res = await get(grownUpApp.app, url);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual(JSON.parse(JSON.stringify(await expected())));
        expect(res.headers['cache-control']).toMatch(/^public, /);
      }),
      RUNS,
    );
  });

  it('still holds the titles a kids profile does not see', async () => {
    const popular = (await get(grownUpApp.app, '/api/catalog/movie/popular')).json<{
      results: Titled[];
    }>();
    expect(popular.results.some((t) => !passes('movie', t.id))).toBe(true);
  });
});
