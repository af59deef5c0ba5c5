import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '@/server/testing/use-test-app';
import { movieDetailSchema } from '@/shared/catalog/detail-schemas';
import { personDetailSchema, personListSchema } from '@/shared/catalog/person-schemas';
import { titleListSchema } from '@/shared/catalog/title-schemas';

describe('people on the embedded catalogue (issue 30)', () => {
  const served = useTestApp();
  const get = (url: string) => served.app.inject({ method: 'GET', url });
  const find = async (query: string, year: string) => {
    const page = v.parse(
      titleListSchema,
      (await get(`/api/catalog/search/movie?query=${query}`)).json(),
    );
    return page.results.find((t) => t.media_type === 'movie' && t.release_date.startsWith(year));
  };

  it.each([
    ['Oppenheimer', '2023', 'Christopher Nolan'],
    // TMDB credits him as 'Bong Joon-ho'; either spelling is the one person.
    ['Parasite', '2019', /^Bong Joon[- ]ho$/i],
    ['Dune', '2021', 'Denis Villeneuve'],
  ])('finds %s (%s) with %s on its page', async (title, year, director) => {
    const hit = await find(title, year);
    expect(hit).toBeDefined();
    const detail = v.parse(movieDetailSchema, (await get(`/api/catalog/movie/${hit!.id}`)).json());
    expect(detail.credits.crew).toContainEqual(
      expect.objectContaining({
        name: typeof director === 'string' ? director : expect.stringMatching(director),
        job: 'Director',
        department: 'Directing',
      }),
    );
    expect(detail.runtime).toBeGreaterThan(90);
    expect(detail.imdb_id).toMatch(/^tt\d+$/);
    expect(detail.overview).toContain(`A ${year}`);
    const name = detail.credits.crew.find((c) => c.job === 'Director')!.name;
    expect(detail.overview).toContain(`directed by ${name}`);
  });

  it("lists Oppenheimer's cast as people whose page lists it, newest first", async () => {
    const hit = await find('Oppenheimer', '2023');
    const detail = v.parse(movieDetailSchema, (await get(`/api/catalog/movie/${hit!.id}`)).json());
    const murphy = detail.credits.cast.find((c) => c.name === 'Cillian Murphy');
    expect(murphy).toMatchObject({ order: 0, character: '' });
    expect(murphy!.profile_path).toBe(`/api/art/profile/${murphy!.id}.svg`);

    const res = await get(`/api/catalog/person/${murphy!.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const person = v.parse(personDetailSchema, res.json());
    expect(person).toMatchObject({
      id: murphy!.id,
      name: 'Cillian Murphy',
      known_for_department: 'Acting',
    });
    const titles = person.combined_credits.cast.map((c) =>
      c.media_type === 'movie' ? c.title : c.name,
    );
    expect(titles).toContain('Oppenheimer');
    // Inception (2010) is an old film enriched with its cast: it comes after Oppenheimer.
    expect(titles.indexOf('Oppenheimer')).toBeLessThan(titles.indexOf('Inception'));
    const dates = person.combined_credits.cast.map((c) =>
      c.media_type === 'movie' ? c.release_date : c.first_air_date,
    );
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it("puts a director's films in crew with the job", async () => {
    const hit = await find('Oppenheimer', '2023');
    const detail = v.parse(movieDetailSchema, (await get(`/api/catalog/movie/${hit!.id}`)).json());
    const nolan = detail.credits.crew.find((c) => c.name === 'Christopher Nolan')!;
    const person = v.parse(
      personDetailSchema,
      (await get(`/api/catalog/person/${nolan.id}`)).json(),
    );
    expect(person.known_for_department).toBe('Directing');
    expect(person.combined_credits.crew.every((c) => c.job === 'Director')).toBe(true);
    // The data set's Nolan films and the curated ones are one person.
    const years = person.combined_credits.crew.map((c) =>
      c.media_type === 'movie' ? c.release_date.slice(0, 4) : '',
    );
    expect(years).toContain('2023');
    expect(years).toContain('2008');
  });

  it('answers 404 for an unknown person and 400 for a bad id', async () => {
    const missing = await get('/api/catalog/person/123');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      error: { code: 'not-found', message: 'No person with id 123' },
    });
    expect((await get('/api/catalog/person/abc')).statusCode).toBe(400);
  });

  it('finds people by name, exact names first, and refuses a blank query', async () => {
    const res = await get('/api/catalog/search/person?query=cillian%20murphy');
    expect(res.statusCode).toBe(200);
    const page = v.parse(personListSchema, res.json());
    expect(page.results[0]).toMatchObject({
      name: 'Cillian Murphy',
      known_for_department: 'Acting',
    });
    const partial = v.parse(
      personListSchema,
      (await get('/api/catalog/search/person?query=cill%20murph')).json(),
    );
    expect(partial.results.map((p) => p.name)).toContain('Cillian Murphy');
    // Accents are ignored as in title search.
    const plain = v.parse(
      personListSchema,
      (await get('/api/catalog/search/person?query=timothee')).json(),
    );
    expect(plain.results.map((p) => p.name)).toContain('Timothée Chalamet');
    expect((await get('/api/catalog/search/person?query=')).statusCode).toBe(400);
  });
});

describe('"More like this" on the embedded catalogue uses people as well as genres (issue 30)', () => {
  const served = useTestApp();
  const get = (url: string) => served.app.inject({ method: 'GET', url });

  it("opens Oppenheimer's recommendations on Christopher Nolan's films, Inception among them", async () => {
    const page = v.parse(
      titleListSchema,
      (await get('/api/catalog/search/movie?query=oppenheimer')).json(),
    );
    const detail = v.parse(
      movieDetailSchema,
      (await get(`/api/catalog/movie/${page.results[0]!.id}`)).json(),
    );
    const recommended = detail.recommendations.results;
    // Inception shares no genre with a history drama: only its director and Cillian Murphy bring it.
    expect(recommended.map((r) => r.title)).toContain('Inception');
    const first = v.parse(
      movieDetailSchema,
      (await get(`/api/catalog/movie/${recommended[0]!.id}`)).json(),
    );
    expect(first.credits.crew.map((c) => c.name)).toContain('Christopher Nolan');
  });
});
