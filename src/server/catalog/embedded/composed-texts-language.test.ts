import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '@/server/testing/use-test-app';
import { createServerI18n, readCompiledCatalog } from '@/server/i18n/server-messages';
import { movieDetailSchema, seasonSchema, tvDetailSchema } from '@/shared/catalog/detail-schemas';
import { movieListSchema, titleListSchema } from '@/shared/catalog/title-schemas';
import { composeOverview, type OverviewFacts } from './compose-overview';
import { EPISODES, OVERVIEW } from './overview-messages';

const OPPENHEIMER_EN =
  'A 2023 drama directed by Christopher Nolan, starring Cillian Murphy and Emily Blunt, rated R, running 180 minutes.';
const BREAKING_BAD_EN =
  'A drama and crime series created by Vince Gilligan, first shown on AMC in 2008, with 5 seasons and 62 episodes.';
/** Words only the English sentences use. */
const ENGLISH = /\b(directed by|starring|rated|running|released by|not rated)\b|^A \d{4} /;

describe("the embedded catalogue's composed texts in the page's language (issue 33)", () => {
  const served = useTestApp();
  const get = async (url: string) => (await served.app.inject({ method: 'GET', url })).json();
  const findFilm = async (title: string, year: string) => {
    const page = v.parse(titleListSchema, await get(`/api/catalog/search/movie?query=${title}`));
    const hit = page.results.find(
      (t) => t.media_type === 'movie' && t.release_date.startsWith(year),
    );
    expect(hit).toBeDefined();
    return hit!.id;
  };
  const findSeries = async (name: string) => {
    const page = v.parse(titleListSchema, await get(`/api/catalog/search/tv?query=${name}`));
    const hit = page.results.find((t) => t.media_type === 'tv' && t.name === name);
    expect(hit).toBeDefined();
    return hit!.id;
  };

  it('writes a film detail in French and German, and keeps the English as it was', async () => {
    const id = await findFilm('Oppenheimer', '2023');
    const movie = async (language?: string) =>
      v.parse(
        movieDetailSchema,
        await get(`/api/catalog/movie/${id}${language ? `?language=${language}` : ''}`),
      );
    expect((await movie()).overview).toBe(OPPENHEIMER_EN);
    const french = await movie('fr');
    expect(french.overview).toBe(
      'Drame de Christopher Nolan (2023), avec Cillian Murphy et Emily Blunt, classification R aux États-Unis, 180 minutes.',
    );
    expect(french.recommendations.results.length).toBeGreaterThan(0);
    for (const film of french.recommendations.results) expect(film.overview).not.toMatch(ENGLISH);
    expect((await movie('de')).overview).toBe(
      'Drama von Christopher Nolan (2023), mit Cillian Murphy und Emily Blunt, US-Altersfreigabe R, 180 Minuten.',
    );
    // The French answer is kept under its language: English asks again and gets English.
    expect((await movie('en')).overview).toBe(OPPENHEIMER_EN);
    expect((await movie()).overview).toBe(OPPENHEIMER_EN);
  });

  it('writes every overview of a list page in the language, over the same titles', async () => {
    const page = async (language?: string) =>
      v.parse(
        movieListSchema,
        await get(`/api/catalog/movie/popular?page=1${language ? `&language=${language}` : ''}`),
      );
    const english = await page();
    const german = await page('de');
    const french = await page('fr');
    expect(german.results.map((m) => m.id)).toEqual(english.results.map((m) => m.id));
    expect(french.results.map((m) => m.id)).toEqual(english.results.map((m) => m.id));
    for (const film of english.results) expect(film.overview).toMatch(/^A \d{4} /);
    for (const film of german.results) {
      expect(film.overview).not.toMatch(ENGLISH);
      expect(film.overview).toMatch(/ (von .+ \(\d{4}\)|aus dem Jahr \d{4})[,.]/);
    }
    for (const film of french.results) {
      expect(film.overview).not.toMatch(ENGLISH);
      expect(film.overview).toMatch(/ de (.+ \(\d{4}\)|\d{4})[,.]/);
    }
    // The English page is the same as before any other language was asked for.
    expect(await page()).toEqual(english);
  });

  it("names a series' seasons and episodes in Spanish, and writes its overview in French", async () => {
    const id = await findSeries('Breaking Bad');
    const season = v.parse(seasonSchema, await get(`/api/catalog/tv/${id}/season/1?language=es`));
    expect(season.name).toBe('Temporada 1');
    expect(season.episodes[0]).toMatchObject({
      name: 'Episodio 1',
      overview: `Breaking Bad: temporada 1, episodio 1 de ${season.episodes.length}.`,
    });
    const english = v.parse(seasonSchema, await get(`/api/catalog/tv/${id}/season/1`));
    expect(english.name).toBe('Season 1');
    expect(english.episodes[0]).toMatchObject({
      name: 'Episode 1',
      overview: `Season 1, episode 1 of ${english.episodes.length}, of Breaking Bad.`,
    });
    const spanish = v.parse(tvDetailSchema, await get(`/api/catalog/tv/${id}?language=es`));
    expect(spanish.seasons.map((s) => s.name)).toEqual(
      spanish.seasons.map((s) => `Temporada ${s.season_number}`),
    );
    expect(v.parse(tvDetailSchema, await get(`/api/catalog/tv/${id}`)).overview).toBe(
      BREAKING_BAD_EN,
    );
    expect(v.parse(tvDetailSchema, await get(`/api/catalog/tv/${id}?language=fr`)).overview).toBe(
      'Série (drame, policier) créée par Vince Gilligan, diffusée pour la première fois sur AMC en 2008, avec 5 saisons et 62 épisodes.',
    );
  });
});

describe('a language without its catalogue', () => {
  const facts: OverviewFacts = {
    year: 2023,
    kind: { noun: 'drama' },
    directors: ['Christopher Nolan'],
    cast: ['Cillian Murphy', 'Emily Blunt'],
    certification: 'R',
    runtime: 180,
    distributor: null,
  };

  it('reads no catalogue from a missing or broken file, and then speaks the English in the code', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'nexus-catalogs-'));
    writeFileSync(path.join(dir, 'fr.json'), '{ not json');
    expect(readCompiledCatalog(path.join(dir, 'de.json'))).toBeNull();
    expect(readCompiledCatalog(path.join(dir, 'fr.json'))).toBeNull();
    const i18n = createServerI18n('fr', readCompiledCatalog(path.join(dir, 'fr.json')));
    expect(i18n._(EPISODES.season.id, { number: '1' }, EPISODES.season)).toBe('Season 1');
    expect(i18n._(OVERVIEW.rated.id, { certification: 'R' }, OVERVIEW.rated)).toBe('rated R');
  });

  it('keeps the English of a message its catalogue lacks', () => {
    const i18n = createServerI18n('de', { 'catalog.season.name': 'Staffel {number}' });
    expect(i18n._(EPISODES.season.id, { number: '2' }, EPISODES.season)).toBe('Staffel 2');
    expect(i18n._(EPISODES.episode.id, { number: '2' }, EPISODES.episode)).toBe('Episode 2');
  });

  it('composes the English overview in English, exactly', () => {
    expect(composeOverview(facts)).toBe(OPPENHEIMER_EN);
    expect(composeOverview(facts, 'en')).toBe(OPPENHEIMER_EN);
  });
});
