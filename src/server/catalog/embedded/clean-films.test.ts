import { describe, expect, it } from 'vitest';
import { cleanFilms } from './clean-films';
import { mapFilm } from './map-films';
import { parseReleaseDate } from './parse-release-date';
import { repairMojibake } from './repair-mojibake';

const row = (over: Record<string, unknown> = {}) => ({
  Title: 'The Shawshank Redemption',
  'US Gross': 28241469,
  'Worldwide Gross': 28241469,
  'Production Budget': 25000000,
  'Release Date': 'Sep 23 1994',
  'MPAA Rating': 'R',
  'Running Time min': 142,
  Distributor: 'Sony Pictures',
  'Major Genre': 'Drama',
  'Creative Type': 'Contemporary Fiction',
  Director: 'Frank Darabont',
  'IMDB Rating': 9.2,
  'IMDB Votes': 519541,
  ...over,
});

describe('cleanFilms drops', () => {
  it.each([
    ['title-not-text', { Title: null }],
    ['title-not-text', { Title: { text: 'x' } }],
    ['title-not-text', { Title: '   ' }],
    ['date-missing-or-unparsable', { 'Release Date': null }],
    ['date-missing-or-unparsable', { 'Release Date': 'sometime in 1994' }],
    ['date-missing-or-unparsable', { 'Release Date': 'Feb 30 1994' }],
    ['date-impossible', { 'Release Date': 'Jan 01 1850' }],
    ['date-impossible', { 'Release Date': 'Jan 01 2150' }],
  ])('drops a row for %s (%j)', (reason, over) => {
    const { rows, report } = cleanFilms([row(over)]);
    expect(rows).toHaveLength(0);
    expect(report.dropped[reason as keyof typeof report.dropped]).toBe(1);
    expect(report.kept).toBe(0);
  });

  it('drops a duplicate of the same normalised title and year, keeping the first', () => {
    const { rows, report } = cleanFilms([
      row(),
      row({ Title: 'the shawshank  redemption!', 'Release Date': 'Oct 01 1994' }),
      row({ 'Release Date': 'Sep 23 2004' }),
    ]);
    expect(report.dropped.duplicate).toBe(1);
    expect(rows.map((r) => r.year)).toEqual([1994, 2004]);
  });
});

describe('cleanFilms repairs', () => {
  it('turns numeric titles into text and moves a trailing article to the front', () => {
    const { rows, report } = cleanFilms([
      row({ Title: 300 }),
      row({ Title: 'Charge of the Light Brigade, The' }),
    ]);
    expect(rows.map((r) => r.title)).toEqual(['300', 'The Charge of the Light Brigade']);
    expect(report.repaired['title-number-as-text']).toBe(1);
    expect(report.repaired['title-article-moved-to-front']).toBe(1);
  });

  it('moves two-digit-year dates from the future back a century', () => {
    const { rows, report } = cleanFilms([row({ 'Release Date': 'Dec 31 2046' })]);
    expect(rows[0]?.releaseDate).toBe('1946-12-31');
    expect(report.repaired['date-century-corrected']).toBe(1);
  });

  it('treats impossible numbers as unknown instead of dropping the film', () => {
    const { rows, report } = cleanFilms([
      row({
        'Production Budget': 0,
        'US Gross': -5,
        'Worldwide Gross': 0,
        'IMDB Rating': 11,
        'IMDB Votes': -3,
        'Running Time min': 0,
      }),
    ]);
    expect(rows[0]).toMatchObject({
      budget: null,
      usGross: null,
      worldwideGross: null,
      imdbRating: null,
      imdbVotes: null,
      runtime: null,
    });
    expect(report.repaired).toMatchObject({
      'budget-not-positive-unknown': 1,
      'gross-not-positive-unknown': 1,
      'rating-out-of-range-unknown': 1,
      'votes-not-positive-unknown': 1,
      'runtime-impossible-unknown': 1,
    });
  });

  it('raises a worldwide gross below the US gross to the US gross', () => {
    const { rows, report } = cleanFilms([row({ 'US Gross': 100, 'Worldwide Gross': 50 })]);
    expect(rows[0]?.worldwideGross).toBe(100);
    expect(report.repaired['worldwide-below-us-gross']).toBe(1);
  });

  it('keeps an IMDB rating shared by a film and its remake only on the bigger one', () => {
    const { rows, report } = cleanFilms([
      row({
        Title: 'King Kong',
        'Release Date': 'Dec 17 1976',
        'Worldwide Gross': 90e6,
        'IMDB Votes': 132720,
      }),
      row({
        Title: 'King Kong',
        'Release Date': 'Dec 14 2005',
        'Worldwide Gross': 550e6,
        'IMDB Votes': 132720,
      }),
    ]);
    expect(rows.map((r) => [r.year, r.imdbVotes])).toEqual([
      [1976, null],
      [2005, 132720],
    ]);
    expect(report.repaired['rating-shared-by-same-title-cleared']).toBe(1);
  });

  it('repairs Mac Roman mojibake but leaves genuine symbols alone', () => {
    expect(repairMojibake('DÈj‡ Vu')).toBe('Déjà Vu');
    expect(repairMojibake('LÈon')).toBe('Léon');
    expect(repairMojibake('The Naked Gun 2Ω: The Smell of Fear')).toBe(
      'The Naked Gun 2½: The Smell of Fear',
    );
    expect(repairMojibake('Alien³')).toBe('Alien³');
    expect(repairMojibake('Ri¢hie Ri¢h')).toBe('Ri¢hie Ri¢h');
    expect(repairMojibake('Amélie')).toBe('Amélie');
  });

  it('counts every input row as kept or dropped', () => {
    const input = [row(), row({ Title: null }), row({ 'Release Date': 'x' }), row()];
    const { report } = cleanFilms(input);
    const dropped = Object.values(report.dropped).reduce((a, b) => a + b, 0);
    expect(report.kept + dropped).toBe(input.length);
  });
});

describe('parseReleaseDate', () => {
  it('accepts the data set format and ISO dates', () => {
    expect(parseReleaseDate('Jun 12 1998')).toMatchObject({ ok: true, iso: '1998-06-12' });
    expect(parseReleaseDate('1998-06-12')).toMatchObject({ ok: true, iso: '1998-06-12' });
    expect(parseReleaseDate('Feb 29 2000')).toMatchObject({ ok: true, iso: '2000-02-29' });
    expect(parseReleaseDate('Feb 29 1999').ok).toBe(false);
  });
});

describe('mapFilm', () => {
  const [clean] = cleanFilms([
    row({ 'Major Genre': 'Romantic Comedy', 'Creative Type': 'Science Fiction' }),
  ]).rows;

  it('maps genres to TMDB ids, ratings, money and the director', () => {
    const film = mapFilm(clean!, 1_234_567);
    expect(film.genres).toEqual([
      { id: 10749, name: 'Romance' },
      { id: 35, name: 'Comedy' },
      { id: 878, name: 'Science Fiction' },
    ]);
    expect(film.genre_ids).toEqual([10749, 35, 878]);
    expect(film).toMatchObject({
      media_type: 'movie',
      vote_average: 9.2,
      vote_count: 519541,
      budget: 25000000,
      revenue: 28241469,
      runtime: 142,
      release_date: '1994-09-23',
      director: 'Frank Darabont',
      poster_path: '/api/art/poster/movie/1234567.svg',
    });
    expect(film.popularity).toBeGreaterThan(0);
  });

  it('writes one factual sentence as the overview', () => {
    const [drama] = cleanFilms([row()]).rows;
    expect(mapFilm(drama!, 1).overview).toBe(
      'A 1994 drama directed by Frank Darabont, rated R, running 142 minutes, released by Sony Pictures.',
    );
  });

  it.each([
    ['Black Comedy', [35]],
    ['Thriller/Suspense', [53]],
    ['Concert/Performance', [10402, 99]],
    [null, []],
  ])('maps %s', (major, ids) => {
    const [r] = cleanFilms([row({ 'Major Genre': major, 'Creative Type': null })]).rows;
    expect(mapFilm(r!, 1).genre_ids).toEqual(ids);
  });
});
