import { describe, expect, it } from 'vitest';
import { useTestApp } from '@/server/testing/use-test-app';
import type { MovieDetail } from '@/shared/catalog/detail-schemas';
import { withLocalNames } from './local-names';

const film = {
  production_countries: [
    { iso_3166_1: 'US', name: 'United States of America' },
    { iso_3166_1: 'XZ', name: 'International Waters' },
    { iso_3166_1: 'not a code', name: 'Somewhere' },
  ],
  spoken_languages: [
    { english_name: 'French', iso_639_1: 'fr', name: 'Français' },
    { english_name: 'No Language', iso_639_1: 'xx', name: 'No Language' },
    { english_name: 'Klingon', iso_639_1: 'tlh!' },
  ],
} as MovieDetail;

describe("a film's countries and languages in the answer's language (issue 33)", () => {
  it('names them from their ISO codes, keeping the source name for a code ICU does not know', () => {
    expect(withLocalNames(film, 'fr')).toMatchObject({
      production_countries: [
        { iso_3166_1: 'US', name: 'États-Unis' },
        { iso_3166_1: 'XZ', name: 'International Waters' },
        { iso_3166_1: 'not a code', name: 'Somewhere' },
      ],
      spoken_languages: [
        { english_name: 'French', iso_639_1: 'fr', name: 'français' },
        { english_name: 'No Language', iso_639_1: 'xx', name: 'No Language' },
        { english_name: 'Klingon', iso_639_1: 'tlh!', name: 'Klingon' },
      ],
    });
    expect(withLocalNames(film, 'de').production_countries[0]!.name).toBe('Vereinigte Staaten');
    expect(withLocalNames(film, 'pt-BR').spoken_languages[0]!.name).toBe('francês');
  });

  it("leaves English as the source wrote it, and never changes the source's (cached) answer", () => {
    expect(withLocalNames(film, 'en')).toBe(film);
    withLocalNames(film, 'it');
    expect(film.production_countries[0]!.name).toBe('United States of America');
  });
});

describe('the embedded catalogue names them in the language asked', () => {
  const served = useTestApp();
  const detail = async (id: number, language?: string) => {
    const query = language ? `?language=${language}` : '';
    const res = await served.app.inject({ method: 'GET', url: `/api/catalog/movie/${id}${query}` });
    expect(res.statusCode).toBe(200);
    return res.json<MovieDetail>();
  };

  it('answers the countries and spoken languages in Italian, and in English as before', async () => {
    const list = await served.app.inject({ method: 'GET', url: '/api/catalog/movie/popular' });
    const id = list.json<{ results: { id: number }[] }>().results[0]!.id;
    const english = await detail(id);
    const italian = await detail(id, 'it');
    const inItalian = (type: 'region' | 'language', code: string) =>
      new Intl.DisplayNames(['it'], { type }).of(code);
    expect(english.production_countries.length).toBeGreaterThan(0);
    expect(italian.production_countries).toEqual(
      english.production_countries.map((c) => ({ ...c, name: inItalian('region', c.iso_3166_1) })),
    );
    expect(italian.spoken_languages).toEqual(
      english.spoken_languages.map((l) => ({ ...l, name: inItalian('language', l.iso_639_1) })),
    );
    expect(english.spoken_languages[0]!.name).toBe(english.spoken_languages[0]!.english_name);
  });
});
