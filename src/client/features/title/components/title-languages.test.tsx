import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { DateSettingsContext } from '@/client/lib/date-format';
import { interfaceIn } from '@/client/testing/interface-in';
import { breakingBad, matrix } from '@/client/testing/tmdb-fixtures';
import { MovieDetailsPanel } from './movie-details-panel';
import { MovieHero } from './movie-hero';
import { TvSidePanel } from './tv-side-panel';

/** Renders `ui` with the interface in `language`, for a browser whose locale is `browser`. */
function renderIn(language: string, ui: ReactNode, browser = 'en-US') {
  return render(
    <I18nProvider i18n={interfaceIn(language)}>
      <DateSettingsContext.Provider value={{ timeZone: 'UTC', locale: browser }}>
        {ui}
      </DateSettingsContext.Provider>
    </I18nProvider>,
  );
}

/** A fact's value by its label, with Intl's no-break spaces read as spaces. */
const fact = (label: string) =>
  screen.getByText(label).nextElementSibling?.textContent?.replace(/[\u00a0\u202f]/g, ' ');

describe('the movie page in German', () => {
  it('writes the facts with German words, numbers, money and dates', () => {
    // The server names the languages in the answer's language (server/catalog/local-names.ts).
    const spoken_languages = [{ english_name: 'English', iso_639_1: 'en', name: 'Englisch' }];
    renderIn('de', <MovieDetailsPanel movie={{ ...matrix, spoken_languages }} />);
    expect(screen.getByRole('heading', { name: 'Details' })).toBeInTheDocument();
    expect(fact('Erscheinungsdatum')).toBe('30. März 1999');
    expect(fact('Budget')).toBe('63.000.000 $');
    expect(fact('Einspielergebnis')).toBe('463.517.383 $ (Rendite: +636 %)');
    expect(fact('Sprachen')).toBe('Englisch');
    expect(fact('Status')).toBe('Erschienen');
  });

  it('writes the rating, the votes and the runtime the German way', () => {
    renderIn('de', <MovieHero movie={matrix}>{null}</MovieHero>);
    expect(screen.getByText('8,2')).toBeInTheDocument();
    expect(screen.getByText('(26.853 Bewertungen)')).toBeInTheDocument();
    expect(screen.getByLabelText('Laufzeit: 2 Std. 16 Min.')).toHaveTextContent('2 Std. 16 Min.');
  });
});

describe('status words agree with the kind of title (issue 33)', () => {
  it.each([
    ['fr', 'Statut', 'Annulé', 'Annulée'],
    ['it', 'Stato', 'Cancellato', 'Cancellata'],
    ['pt-BR', 'Status', 'Cancelado', 'Cancelada'],
    ['de', 'Status', 'Abgesagt', 'Abgesetzt'],
  ])('%s (%s): a canceled film is %s, a canceled series %s', (language, label, film, series) => {
    const { unmount } = renderIn(
      language,
      <MovieDetailsPanel movie={{ ...matrix, status: 'Canceled' }} />,
    );
    expect(fact(label)).toBe(film);
    unmount();
    renderIn(language, <TvSidePanel show={{ ...breakingBad, status: 'Canceled' }} />);
    expect(fact(label)).toBe(series);
  });
});

describe('the series page in French, for a browser in Canada', () => {
  it("keeps the browser's region for dates and numbers", () => {
    renderIn('fr', <TvSidePanel show={breakingBad} />, 'fr-CA');
    expect(screen.getByRole('heading', { name: 'Infos sur la série' })).toBeInTheDocument();
    expect(fact('Première diffusion')).toBe(
      new Intl.DateTimeFormat('fr-CA', { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date(`${breakingBad.first_air_date}T00:00:00Z`),
      ),
    );
    expect(fact('Note')).toMatch(/^\d,\d \/ 10 \([\d ]+ votes?\)$/);
  });
});
