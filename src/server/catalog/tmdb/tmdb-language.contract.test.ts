import { describe, expect, it } from 'vitest';
import { useAppOnFakeTmdb } from '@/server/testing/use-app-on-fake-tmdb';
import { fakeHasTranslation, translatedText } from './testing/fake-tmdb-server';
import { fakeMovies, fakePerson, fakeTvShows } from './testing/fake-tmdb-data';
import { useFakeTmdb } from './testing/use-fake-tmdb';
import { TEST_TOKEN } from './testing/tmdb-test-kit';

/** TMDB mode in the interface's language (issue 33), against the fake TMDB through the whole API. */
interface Title {
  id: number;
  title: string;
  original_title: string;
  overview: string;
}

interface Series {
  id: number;
  name: string;
  original_name: string;
  overview: string;
}

describe('the catalogue in the visitor language, on TMDB', () => {
  const fake = useFakeTmdb({ token: TEST_TOKEN });
  const served = useAppOnFakeTmdb(fake);

  const get = async <T>(url: string) => {
    const res = await served.app.inject({ method: 'GET', url });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<T>();
  };
  /** The calls that reached TMDB for `path`, by the language they asked in. */
  const asked = (path: string) =>
    fake.calls.filter((c) => c.path === path).map((c) => c.query.language);

  const translated = fakeMovies.find((m) => fakeHasTranslation(m.id))!;
  const untranslated = fakeMovies.find((m) => !fakeHasTranslation(m.id))!;

  it('asks TMDB for a detail in fr-FR and keeps it apart from the English one', async () => {
    const series = fakeTvShows.find((s) => fakeHasTranslation(s.id))!;
    const url = `/api/catalog/tv/${series.id}`;
    const french = await get<Series>(`${url}?language=fr`);
    expect(asked(`/tv/${series.id}`)).toEqual(['fr-FR']);
    expect(french.name).toBe(translatedText('fr-FR', series.name));
    expect(french.overview).toBe(translatedText('fr-FR', series.overview));
    expect(french.original_name).toBe(series.original_name);

    const english = await get<Series>(url);
    expect(english.name).toBe(series.name);
    expect(english.overview).toBe(series.overview);
    expect(asked(`/tv/${series.id}`)).toEqual(['fr-FR', 'en-US']);

    // Each is cached under its own language: asking both again reaches TMDB no more.
    expect((await get<Series>(`${url}?language=fr`)).name).toBe(french.name);
    expect((await get<Series>(`${url}?language=en`)).name).toBe(english.name);
    expect(asked(`/tv/${series.id}`)).toEqual(['fr-FR', 'en-US']);
  });

  it("names a film's countries and spoken languages in the language, which TMDB leaves English", async () => {
    interface Names {
      production_countries: { iso_3166_1: string; name: string }[];
      spoken_languages: { english_name: string; iso_639_1: string; name?: string }[];
    }
    const film = fakeMovies[0]!;
    const german = await get<Names>(`/api/catalog/movie/${film.id}?language=de`);
    expect(german.production_countries).toEqual([{ iso_3166_1: 'US', name: 'Vereinigte Staaten' }]);
    expect(german.spoken_languages).toEqual([
      { english_name: 'English', iso_639_1: 'en', name: 'Englisch' },
    ]);
    const english = await get<Names>(`/api/catalog/movie/${film.id}`);
    expect(english.production_countries[0]!.name).toBe('United States of America');
  });

  it('asks for a list in fr-FR, cached apart from English', async () => {
    const url = '/api/catalog/movie/top_rated?page=1';
    const french = await get<{ results: Title[] }>(`${url}&language=fr`);
    const calls = asked('/movie/top_rated');
    expect(calls[0]).toBe('fr-FR');
    const first = french.results.find((t) => fakeHasTranslation(t.id))!;
    expect(first.title).toMatch(/^\[fr-FR\] /);
    await get(`${url}&language=fr`);
    await get(`${url}&language=de`);
    expect(asked('/movie/top_rated')).toEqual([...calls, 'de-DE']);
    const english = await get<{ results: Title[] }>(url);
    expect(english.results.every((t) => !t.title.startsWith('['))).toBe(true);
  });

  it('fills an untranslated overview from English with one more call, cached', async () => {
    const url = `/api/catalog/movie/${untranslated.id}?language=it`;
    const film = await get<Title>(url);
    // TMDB sent the English title and an empty overview: the overview is English's.
    expect(film.title).toBe(untranslated.title);
    expect(film.overview).toBe(untranslated.overview);
    expect(asked(`/movie/${untranslated.id}`)).toEqual(['it-IT', 'en-US']);
    await get<Title>(url);
    // The English answer it came from serves English pages too.
    await get<Title>(`/api/catalog/movie/${untranslated.id}`);
    expect(asked(`/movie/${untranslated.id}`)).toEqual(['it-IT', 'en-US']);
  });

  it('fills an untranslated biography from English the same way', async () => {
    expect(fakeHasTranslation(fakePerson.id)).toBe(false);
    const person = await get<{ name: string; biography: string }>(
      `/api/catalog/person/${fakePerson.id}?language=pt-BR`,
    );
    expect(person.biography).toBe('A person of the fake catalogue.');
    expect(person.name).toBe(fakePerson.name);
    expect(asked(`/person/${fakePerson.id}`)).toEqual(['pt-BR', 'en-US']);
  });

  it("fills a list page's untranslated overviews from the English page: one call for all", async () => {
    const page = await get<{ results: Title[] }>('/api/catalog/trending/movie/week?language=es');
    const missing = page.results.filter((t) => !fakeHasTranslation(t.id));
    expect(missing.length).toBeGreaterThan(1);
    for (const title of missing) expect(title.overview).toMatch(/^Fake film number \d+\.$/);
    expect(asked('/trending/movie/week')).toEqual(['es-ES', 'en-US']);
  });

  it('answers a language that is not one of ours 400, asking TMDB nothing', async () => {
    for (const language of ['xx', 'fr-FR', 'EN', '']) {
      const res = await served.app.inject({
        method: 'GET',
        url: `/api/catalog/movie/${translated.id}?language=${language}`,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: {
          code: 'bad-request',
          message: 'language: must be one of en, es, fr, de, pt-BR, it',
        },
      });
    }
    expect(fake.calls).toEqual([]);
  });
});
