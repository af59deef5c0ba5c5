import { describe, expect, it } from 'vitest';
import { personDetailQueryOptions } from './person-details';
import { personSearchQueryOptions } from './person-search';
import {
  movieDetailQueryOptions,
  tvDetailQueryOptions,
  tvSeasonQueryOptions,
} from './title-details';
import { titleListQueryOptions } from './title-list';
import { titleSearchQueryOptions } from './title-search';

/** Issue 33: every catalogue query is kept per language, so a switch asks again. */
describe('the catalogue query keys', () => {
  const keys = (language: 'en' | 'fr' | 'pt-BR') => [
    titleListQueryOptions('movie', 'trending', language).queryKey,
    titleSearchQueryOptions('multi', 'matrix', language).queryKey,
    movieDetailQueryOptions(603, language).queryKey,
    tvDetailQueryOptions(1396, language).queryKey,
    tvSeasonQueryOptions(1396, 1, language).queryKey,
    personDetailQueryOptions(6384, language).queryKey,
    personSearchQueryOptions('keanu', language).queryKey,
  ];

  it('hold the language', () => {
    for (const key of keys('fr')) expect(key).toContain('fr');
    for (const key of keys('pt-BR')) expect(key).toContain('pt-BR');
  });

  it('differ by language and by nothing else', () => {
    const english = keys('en');
    const french = keys('fr');
    english.forEach((key, i) => {
      expect(key).not.toEqual(french[i]);
      expect(key.map((part) => (part === 'en' ? 'fr' : part))).toEqual(french[i]);
    });
  });
});
