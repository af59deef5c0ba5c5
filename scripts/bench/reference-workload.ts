/**
 * A fixed amount of plain JavaScript work to divide a benchmark's CPU time by, measured in the
 * same process and the same minutes: a figure in "references" means the same on a fast laptop
 * and on a busy 2-core server, so a regression shows as a number anyone can compare.
 *
 * The work is parsing one JSON document of 300 catalogue-like rows (about 100 KB), built from
 * the row number alone so that every checkout and machine parses the same bytes. Change it and
 * every ratio measured before stops being comparable.
 */
const ROWS = 300;

const DOCUMENT = JSON.stringify(
  Array.from({ length: ROWS }, (_, i) => ({
    id: 1000 + i,
    media_type: i % 4 ? 'movie' : 'tv',
    title: `Title number ${i} of the reference catalogue`,
    overview: `Row ${i}: `.padEnd(80, 'x'),
    release_date: `${1950 + (i % 75)}-0${1 + (i % 9)}-1${i % 10}`,
    vote_average: Math.round((5 + ((i * 37) % 50) / 10) * 10) / 10,
    vote_count: (i * 7919) % 400_000,
    popularity: ((i * 104_729) % 10_000) / 100,
    genre_ids: [28 + (i % 5), 12 + (i % 3)],
    director: i % 4 ? `Director ${i % 97}` : null,
    networks: i % 4 ? [] : [`Network ${i % 13}`],
  })),
);

/** CPU milliseconds of one reference (one parse of the document), median of `runs`. */
export function referenceCpuMs(runs = 9): number {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const before = process.cpuUsage();
    JSON.parse(DOCUMENT);
    const used = process.cpuUsage(before);
    times.push((used.user + used.system) / 1000);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

export const REFERENCE_LABEL = `one JSON.parse of a fixed ${Math.round(DOCUMENT.length / 1000)} KB document`;
