import { getEmbeddedCatalogue } from '@/server/catalog/embedded/embedded-catalogue';

/**
 * `npm run catalog:report`: what the import of the embedded catalogue kept, dropped and
 * repaired, and the size of the series table. Dropped + kept always equals the input rows.
 */
const { films, series, people, curatedFilms, report } = getEmbeddedCatalogue();
const droppedTotal = Object.values(report.dropped).reduce((a, b) => a + b, 0);
const pad = (label: string) => label.padEnd(40);

console.info(
  'Embedded catalogue (vega-datasets movies.json with curated facts, curated films 2011-2025, curated series)\n',
);
console.info(`${pad('film rows in the data set')}${report.input}`);
console.info(`${pad('films kept')}${report.kept}`);
console.info(`${pad('films dropped')}${droppedTotal}`);
for (const [reason, count] of Object.entries(report.dropped)) {
  console.info(`  ${pad(reason).slice(0, 38)}${count}`);
}
console.info('repairs (a row may have several)');
for (const [reason, count] of Object.entries(report.repaired)) {
  console.info(`  ${pad(reason).slice(0, 38)}${count}`);
}
console.info(`${pad('series')}${series.length}`);
console.info(`${pad('series episodes')}${series.reduce((n, s) => n + s.number_of_episodes, 0)}`);

// Issue 30: how far the catalogue reaches and how much it knows of each title.
const decade = (date: string) => `${date.slice(0, 3)}0s`;
const perDecade = new Map<string, { films: number; series: number }>();
const count = (date: string, kind: 'films' | 'series') => {
  const row = perDecade.get(decade(date)) ?? { films: 0, series: 0 };
  row[kind] += 1;
  perDecade.set(decade(date), row);
};
for (const f of films) count(f.release_date, 'films');
for (const s of series) count(s.first_air_date, 'series');
console.info('\nper decade (films by release, series by first air date)');
console.info(`  ${'decade'.padEnd(10)}${'films'.padStart(8)}${'series'.padStart(8)}`);
for (const [name, row] of [...perDecade].sort(([a], [b]) => a.localeCompare(b))) {
  console.info(
    `  ${name.padEnd(10)}${String(row.films).padStart(8)}${String(row.series).padStart(8)}`,
  );
}
const share = (n: number, of: number) => `${n} of ${of} (${((100 * n) / of).toFixed(1)} %)`;
console.info('\nwhat the films know');
console.info(
  `${pad('films with a running time')}${share(films.filter((f) => f.runtime).length, films.length)}`,
);
console.info(
  `${pad('films with cast')}${share(films.filter((f) => f.cast.length).length, films.length)}`,
);
console.info(
  `${pad('films with a US certification')}${share(films.filter((f) => f.mpaa_rating).length, films.length)}`,
);
console.info(
  `${pad('films with an IMDb id')}${share(films.filter((f) => f.imdb_id).length, films.length)}`,
);
console.info(`${pad('curated films of 2011-2025')}${curatedFilms}`);
console.info('what the series know');
console.info(
  `${pad('series with cast')}${share(series.filter((s) => s.cast.length).length, series.length)}`,
);
console.info(
  `${pad('series with a US TV rating')}${share(series.filter((s) => s.tv_rating).length, series.length)}`,
);
console.info(`${pad('people (cast, directors, creators)')}${people.people.length}`);

if (report.kept + droppedTotal !== report.input || films.length !== report.kept + curatedFilms) {
  console.error('The report does not add up: kept + dropped must equal the input rows.');
  process.exit(1);
}
