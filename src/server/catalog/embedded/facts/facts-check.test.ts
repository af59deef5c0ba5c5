import { describe, expect, it } from 'vitest';
import { normalise } from '@/server/catalog/rank-search-results';
import { cleanFilms } from '../clean-films';
import { getEmbeddedCatalogue, readMoviesJson } from '../embedded-catalogue';
import { oldFilmKey } from '../map-films';
import { personKey } from '../person-id';
import type { FilmFacts } from './film-facts';
import { FILMS_2011_2018 } from './films-2011-2018';
import { FILMS_2019_2025 } from './films-2019-2025';
import { OLD_FILM_FACTS_A } from './old-film-facts-a';
import { OLD_FILM_FACTS_B } from './old-film-facts-b';
import { SERIES } from './series-2025';

const rowsOfOldFacts = [...OLD_FILM_FACTS_A, ...OLD_FILM_FACTS_B];

/**
 * The data check of issue 30: the curated tables are typed, but a type cannot say that a date
 * is real, that a runtime is plausible or that a person is spelt one way. Each test collects
 * every offending row, so a failure names them all at once.
 */

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
function isRealDate(text: string | undefined): boolean {
  const m = text ? DATE.exec(text) : null;
  if (!m) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}
const year = (date: string) => Number(date.slice(0, 4));
const IMDB_ID = /^tt\d{7,8}$/;
const LANGUAGE = /^[a-z]{2}$/;
const COUNTRY = /^[A-Z]{2}$/;
const badRuntime = (runtime: number | undefined) =>
  runtime !== undefined && !(Number.isInteger(runtime) && runtime >= 40 && runtime <= 300);

function filmProblems(rows: readonly FilmFacts[], from: number, to: number): string[] {
  const problems: string[] = [];
  for (const f of rows) {
    const name = `${f.title} (${f.releaseDate})`;
    const say = (what: string) => problems.push(`${name}: ${what}`);
    if (!f.title.trim()) say('no title');
    if (!isRealDate(f.releaseDate)) say('release date is not a real YYYY-MM-DD date');
    else if (year(f.releaseDate) < from || year(f.releaseDate) > to)
      say(`released outside ${from}-${to}`);
    if (badRuntime(f.runtime)) say(`runtime ${f.runtime} is not 40-300 minutes`);
    if (f.genres.length < 1 || f.genres.length > 3) say('needs one to three genres');
    if (new Set(f.genres).size !== f.genres.length) say('repeats a genre');
    if (f.directors.length === 0) say('no director');
    if (f.cast.length > 8) say('more than 8 cast');
    if (!f.genres.includes('Documentary') && f.cast.length < 3)
      say('fiction with fewer than 3 cast');
    if (new Set(f.cast.map(normalise)).size !== f.cast.length) say('names a cast member twice');
    if (!LANGUAGE.test(f.language)) say(`language ${f.language} is not ISO 639-1`);
    if (f.countries?.some((c) => !COUNTRY.test(c))) say('a country is not ISO 3166-1 alpha-2');
    if (f.imdbId !== undefined && !IMDB_ID.test(f.imdbId)) say(`IMDb id ${f.imdbId} is malformed`);
    if (f.rating !== undefined && !(f.rating >= 0 && f.rating <= 10)) say('rating not 0-10');
    if (f.votes !== undefined && !(Number.isInteger(f.votes) && f.votes > 0))
      say('votes not a count');
  }
  return problems;
}

describe('the curated films (issue 30)', () => {
  it('have every required field, real dates in their table’s years and runtimes of 40-300', () => {
    expect(filmProblems(FILMS_2011_2018, 2011, 2018)).toEqual([]);
    expect(filmProblems(FILMS_2019_2025, 2019, 2025)).toEqual([]);
  });

  it('name no title twice in a year, among themselves or with the old films', () => {
    const { films } = getEmbeddedCatalogue();
    const seen = new Map<string, number>();
    for (const f of films) {
      const key = `${normalise(f.title)}|${f.release_date.slice(0, 4)}`;
      seen.set(key, (seen.get(key) ?? 0) + 1);
    }
    expect([...seen].filter(([, n]) => n > 1).map(([key]) => key)).toEqual([]);
  });

  it('give every IMDb id to one title only', () => {
    const { films, series } = getEmbeddedCatalogue();
    const ids = [...films, ...series].flatMap((t) => (t.imdb_id ? [t.imdb_id] : []));
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });
});

describe('the curated series (issue 30)', () => {
  it('have every required field, dates that agree and real season counts', () => {
    const problems: string[] = [];
    for (const s of SERIES) {
      const say = (what: string) => problems.push(`${s.name} (${s.firstAirDate}): ${what}`);
      if (!s.name.trim()) say('no name');
      if (!isRealDate(s.firstAirDate)) say('first air date is not a real date');
      if (s.lastAirDate !== undefined) {
        if (!isRealDate(s.lastAirDate)) say('last air date is not a real date');
        else if (s.lastAirDate < s.firstAirDate) say('last air date before the first');
        else if (year(s.lastAirDate) > 2025) say('last air date after 2025');
      }
      if (year(s.firstAirDate) > 2025) say('first aired after 2025');
      if (s.seasons.length === 0) say('no season');
      if (s.seasons.some((n) => !Number.isInteger(n) || n < 1 || n > 200)) say('bad episode count');
      if (s.networks.length === 0) say('no network');
      if (s.genres.length === 0) say('no genre');
      if (s.cast.length > 8) say('more than 8 cast');
      if (!LANGUAGE.test(s.language)) say(`language ${s.language} is not ISO 639-1`);
      if (s.imdbId !== undefined && !IMDB_ID.test(s.imdbId))
        say(`IMDb id ${s.imdbId} is malformed`);
      if (s.tmdbId !== undefined && !(Number.isInteger(s.tmdbId) && s.tmdbId > 0))
        say('bad TMDB id');
    }
    expect(problems).toEqual([]);
  });

  it('keep TMDB ids and names unique', () => {
    const ids = SERIES.flatMap((s) => (s.tmdbId ? [s.tmdbId] : []));
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    const names = SERIES.map((s) => `${normalise(s.name)}|${s.firstAirDate.slice(0, 4)}`);
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
  });

  it("keep today's six series under their TMDB ids, so saved libraries keep working", () => {
    const { seriesById } = getEmbeddedCatalogue();
    for (const id of [1396, 1399, 2316, 1668, 66732, 1402]) expect(seriesById.has(id)).toBe(true);
  });
});

describe('the facts added to old films (issue 30)', () => {
  const oldKeys = new Set(cleanFilms(readMoviesJson()).rows.map(oldFilmKey));
  const rows = [...OLD_FILM_FACTS_A, ...OLD_FILM_FACTS_B];

  it('each match a film of the data set by its key, once', () => {
    expect(rows.filter((r) => !oldKeys.has(r.key)).map((r) => r.key)).toEqual([]);
    const keys = rows.map((r) => r.key);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
  });

  it('hold plausible facts', () => {
    const problems = rows.flatMap((r) => [
      ...(badRuntime(r.runtime) ? [`${r.key}: runtime ${r.runtime}`] : []),
      ...(r.cast.length > 8 ? [`${r.key}: more than 8 cast`] : []),
      ...(r.imdbId !== undefined && !IMDB_ID.test(r.imdbId) ? [`${r.key}: IMDb id`] : []),
      ...(r.language !== undefined && !LANGUAGE.test(r.language) ? [`${r.key}: language`] : []),
      ...(r.genres && (r.genres.length < 1 || r.genres.length > 3) ? [`${r.key}: genres`] : []),
    ]);
    expect(problems).toEqual([]);
  });
});

describe('the people of the embedded catalogue (issue 30)', () => {
  const catalogue = getEmbeddedCatalogue();
  const titles = [
    ...catalogue.films.map((f) => ({
      kind: 'movie' as const,
      t: f,
      names: [...f.cast, ...f.directors],
    })),
    ...catalogue.series.map((s) => ({
      kind: 'tv' as const,
      t: s,
      names: [...s.cast, ...s.creators],
    })),
  ];

  it('are spelt one way across the curated rows (accents, case, dots and spaces included)', () => {
    // 'Zoe Kravitz' beside 'Zoë Kravitz', or 'Danny DeVito' beside 'Danny De Vito', would be
    // two spellings of one person: the person key brings them together.
    const curated = [
      ...[...FILMS_2011_2018, ...FILMS_2019_2025].flatMap((f) => [...f.directors, ...f.cast]),
      ...rowsOfOldFacts.flatMap((f) => [...(f.directors ?? []), ...f.cast]),
      ...SERIES.flatMap((s) => [...s.creators, ...s.cast]),
    ];
    const spellings = new Map<string, Set<string>>();
    for (const name of curated) {
      const key = personKey(name);
      if (!spellings.has(key)) spellings.set(key, new Set());
      spellings.get(key)!.add(name);
    }
    const twice = [...spellings.values()].filter((s) => s.size > 1).map((s) => [...s].join(' / '));
    expect(twice).toEqual([]);
  });

  it("read the same on every title: the data set's directors take the curated spelling", () => {
    const names = new Map<string, Set<string>>();
    for (const { names: list } of titles)
      for (const name of list) {
        const key = personKey(name);
        if (!names.has(key)) names.set(key, new Set());
        names.get(key)!.add(name);
      }
    expect([...names.values()].filter((s) => s.size > 1).map((s) => [...s].join(' / '))).toEqual(
      [],
    );
  });

  it('link every person to each title that names them, and nothing else', () => {
    const expected = new Set<string>();
    for (const { kind, t, names } of titles)
      for (const name of names) expected.add(`${catalogue.people.idOf(name)}|${kind}:${t.id}`);
    const linked = new Set<string>();
    for (const person of catalogue.people.people)
      for (const c of person.credits) linked.add(`${person.id}|${c.media_type}:${c.id}`);
    expect([...expected].filter((k) => !linked.has(k))).toEqual([]);
    expect([...linked].filter((k) => !expected.has(k))).toEqual([]);
  });

  it('give every person a distinct, stable id outside the title ranges', () => {
    const ids = catalogue.people.people.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => id >= 10_000_000 && id < 90_000_000)).toBe(true);
    expect(catalogue.people.byId.get(catalogue.people.idOf('Cillian Murphy')!)?.name).toBe(
      'Cillian Murphy',
    );
  });
});
