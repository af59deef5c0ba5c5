import type { ImportTitle } from './import-preview';

/**
 * The unmatched titles as a CSV to download: Title, Year, IMDb id, TMDB id, Type. Every cell is
 * quoted, and one that a spreadsheet would run as a formula (starting with `=`, `+`, `-`, `@`,
 * a tab or a carriage return) gets a leading `'`, so text from an imported file is never
 * written back as a formula (OWASP's advice for CSV injection).
 */
export function unmatchedCsv(titles: ImportTitle[]): string {
  const lines = [['Title', 'Year', 'IMDb ID', 'TMDB ID', 'Type']];
  for (const { item } of titles)
    lines.push([
      item.title,
      item.year === undefined ? '' : String(item.year),
      item.imdbId ?? '',
      item.tmdbId === undefined ? '' : String(item.tmdbId),
      item.type ?? '',
    ]);
  return `${lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}
