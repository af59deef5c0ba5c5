import { describe, expect, it } from 'vitest';
import { FILMS_2011_2018 } from './facts/films-2011-2018';
import { FILMS_2019_2025 } from './facts/films-2019-2025';
import { SERIES } from './facts/series-2025';
import { buildEmbeddedCatalogue, getEmbeddedCatalogue, readMoviesJson } from './embedded-catalogue';

describe('the embedded catalogue from the real data set', () => {
  const catalogue = getEmbeddedCatalogue();
  const { report } = catalogue;
  // Issue 30: the curated films of 2011-2025 stand beside the data set's; the cleaning report
  // counts the data set only.
  const curated = FILMS_2011_2018.length + FILMS_2019_2025.length;
  const dataSetFilms = catalogue.films.filter((f) => f.release_date < '2011-12-31' && f.id < 9e6);

  it('keeps nearly all of the 3,201 films and accounts for every row', () => {
    const dropped = Object.values(report.dropped).reduce((a, b) => a + b, 0);
    expect(report.input).toBe(3201);
    expect(report.kept + dropped).toBe(3201);
    expect(catalogue.films).toHaveLength(report.kept + curated);
    expect(dataSetFilms).toHaveLength(report.kept);
    expect(report.kept).toBeGreaterThan(3100);
    expect(report.dropped['title-not-text']).toBe(1);
    expect(report.repaired['date-century-corrected']).toBeGreaterThanOrEqual(20);
    expect(report.repaired['title-number-as-text']).toBe(9);
  });

  it('has no release date outside the data set span and no impossible numbers', () => {
    const bad = dataSetFilms.filter(
      (f) =>
        !/^(18|19|20)\d\d-\d\d-\d\d$/.test(f.release_date) ||
        f.release_date > '2011-12-31' ||
        f.vote_average < 0 ||
        f.vote_average > 10 ||
        f.budget < 0 ||
        f.revenue < 0 ||
        (f.runtime !== null && f.runtime <= 0),
    );
    expect(bad).toEqual([]);
  });

  it('ends its curated films in 2025', () => {
    expect(catalogue.films.filter((f) => f.release_date > '2025-12-31')).toEqual([]);
  });

  it('gives unique ids that are the same on every build', () => {
    const ids = new Set(catalogue.films.map((f) => f.id));
    expect(ids.size).toBe(catalogue.films.length);
    // The same rows in reverse order give the same ids: they come from title and year.
    const again = buildEmbeddedCatalogue([...readMoviesJson()].reverse());
    const byTitle = (list: typeof catalogue.films) =>
      Object.fromEntries(list.map((f) => [`${f.title}|${f.release_date}`, f.id]));
    expect(byTitle(again.films)).toEqual(byTitle(catalogue.films));
  });

  it('is built once and cached', () => {
    expect(getEmbeddedCatalogue()).toBe(catalogue);
  });

  it('has the spec six series with their real season counts, and 30 more', () => {
    expect(catalogue.series.length).toBeGreaterThanOrEqual(36);
    const seasons = (id: number) => catalogue.seriesById.get(id)?.episodes_per_season;
    expect(seasons(1396)).toEqual([7, 13, 13, 13, 16]);
    expect(seasons(1399)).toEqual([10, 10, 10, 10, 10, 10, 7, 6]);
    expect(seasons(2316)?.length).toBe(9);
    expect(seasons(1668)?.length).toBe(10);
    expect(seasons(1668)?.reduce((a, b) => a + b)).toBe(236);
    expect(seasons(66732)?.length).toBe(5);
    expect(seasons(1402)?.length).toBe(11);
    expect(new Set(catalogue.series.map((s) => s.id)).size).toBe(SERIES.length);
  });
});
