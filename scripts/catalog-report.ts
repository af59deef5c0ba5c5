import { getEmbeddedCatalogue } from '@/server/catalog/embedded/embedded-catalogue';

/**
 * `npm run catalog:report`: what the import of the embedded catalogue kept, dropped and
 * repaired, and the size of the series table. Dropped + kept always equals the input rows.
 */
const { films, series, report } = getEmbeddedCatalogue();
const droppedTotal = Object.values(report.dropped).reduce((a, b) => a + b, 0);
const pad = (label: string) => label.padEnd(40);

console.info('Embedded catalogue (vega-datasets movies.json + curated series table)\n');
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

if (report.kept + droppedTotal !== report.input || films.length !== report.kept) {
  console.error('The report does not add up: kept + dropped must equal the input rows.');
  process.exit(1);
}
