import { describe, expect, it } from 'vitest';
import type { CatalogSource } from '@/server/catalog/catalog-source';
import { catalogLanguage, withCatalogLanguage } from '@/server/catalog/catalog-language';
import { withEnglishOverviews } from './english-overviews';

/** A source answering only `methods`, the rest nothing. */
const stub = (methods: Partial<Record<keyof CatalogSource, unknown>>) =>
  withEnglishOverviews({
    name: 'tmdb',
    ...Object.fromEntries(
      ['list', 'search', 'movie', 'tv', 'season', 'person', 'searchPeople'].map((m) => [
        m,
        async () => null,
      ]),
    ),
    ...methods,
  } as unknown as CatalogSource);

/** A season as a source answers it in the asked language, counting the questions. */
function seasonSource(texts: Record<string, { season: string; episodes: string[] }>) {
  const asked: string[] = [];
  const answers = new Map<string, object>();
  const season = async () => {
    const language = catalogLanguage();
    asked.push(language);
    // The same object for the same question, as the cache answers.
    if (!answers.has(language)) {
      const { season: overview, episodes } = texts[language]!;
      answers.set(language, {
        id: 1,
        overview,
        episodes: episodes.map((text, i) => ({ id: `e${i}`, overview: text })),
      });
    }
    return answers.get(language) as never;
  };
  return { asked, source: stub({ season }) };
}

describe('untranslated overviews filled from English', () => {
  const texts = {
    en: { season: 'Season one.', episodes: ['Pilot.', 'Second.', ''] },
    fr: { season: 'Saison un.', episodes: ['', 'Deuxième.', ''] },
  };

  it("fills each empty episode overview from the same episode's English, once per pair", async () => {
    const { asked, source } = seasonSource(texts);
    const season = await withCatalogLanguage('fr', () => source.season(1, 1));
    expect(season!.overview).toBe('Saison un.');
    expect(season!.episodes.map((e) => e.overview)).toEqual(['Pilot.', 'Deuxième.', '']);
    expect(asked).toEqual(['fr', 'en']);
    // The same answers again merge to the very same object (its JSON is kept by send-json).
    expect(await withCatalogLanguage('fr', () => source.season(1, 1))).toBe(season);
  });

  it('asks nothing more in English, or when nothing is missing', async () => {
    const { asked, source } = seasonSource({
      ...texts,
      de: { season: 'Staffel eins.', episodes: ['Pilot.', 'Zweite.', 'Dritte.'] },
    });
    const english = await source.season(1, 1);
    expect(english!.episodes[2]!.overview).toBe('');
    await withCatalogLanguage('de', () => source.season(1, 1));
    expect(asked).toEqual(['en', 'de']);
  });

  it('answers the translation as it is when English fails', async () => {
    let calls = 0;
    const failing = stub({
      movie: async () => {
        calls += 1;
        if (catalogLanguage() === 'en') throw new Error('TMDB is down');
        return { id: 7, overview: '' };
      },
    });
    const film = await withCatalogLanguage('it', () => failing.movie(7));
    expect(film).toEqual({ id: 7, overview: '' });
    expect(calls).toBe(2);
  });
});
