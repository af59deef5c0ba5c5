import { readFileSync } from 'node:fs';
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { renderHook } from '@testing-library/react';
import PO from 'pofile';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { GENRES, type GenreKey } from '@/shared/catalog/genre-names';
import { GENRE_MESSAGES, useGenreName } from './genre-messages';

/** A language's catalogue as the page would load it, read from its PO file. */
function catalogue(language: string) {
  const po = PO.parse(readFileSync(`src/client/i18n/catalogs/${language}.po`, 'utf8'));
  const i18n = setupI18n();
  i18n.loadAndActivate({
    locale: language,
    messages: Object.fromEntries(po.items.map((item) => [item.msgid, item.msgstr.join('')])),
  });
  return i18n;
}

function genreNamesIn(language: string) {
  const i18n = catalogue(language);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider i18n={i18n}>{children}</I18nProvider>
  );
  return renderHook(() => useGenreName(), { wrapper }).result.current;
}

describe('the genres in the interface language (issue 33)', () => {
  it('has a message for every genre of the table, its English the table name', () => {
    for (const key of Object.keys(GENRES) as GenreKey[]) {
      expect(GENRE_MESSAGES[key].id).toBe(`genre.${key}`);
      expect(GENRE_MESSAGES[key].message).toBe(GENRES[key].name);
    }
    const english = genreNamesIn('en');
    for (const genre of Object.values(GENRES)) expect(english(genre)).toBe(genre.name);
  });

  it('names a genre by its id, or by its English name as the history keeps it', () => {
    const french = genreNamesIn('fr');
    expect(french({ id: 18, name: 'Drama' })).toBe('Drame');
    expect(french({ id: 878, name: 'Science-Fiction' })).toBe('Science-Fiction');
    expect(french('Comedy')).toBe('Comédie');
    expect(genreNamesIn('de')({ id: 10765, name: 'Sci-Fi & Fantasy' })).toBe('Sci-Fi & Fantasy');
    expect(genreNamesIn('es')({ id: 27, name: 'Horror' })).toBe('Terror');
  });

  it("keeps the catalogue's own name for a genre the table lacks", () => {
    expect(genreNamesIn('it')({ id: 1, name: 'Anime' })).toBe('Anime');
    expect(genreNamesIn('it')('Anime')).toBe('Anime');
  });
});
