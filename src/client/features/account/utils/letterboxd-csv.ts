import type { unparse } from 'papaparse';
import type { LetterboxdTable } from './letterboxd-export';

// Handed in rather than imported: papaparse loads only on the click (letterboxd-download.ts).
type Unparse = typeof unparse;

/**
 * The CSV text: every cell quoted, CRLF line ends, and a cell a spreadsheet would run as a
 * formula (a leading `=`, `+`, `-`, `@`, tab or carriage return) prefixed with `'`, papaparse's
 * `escapeFormulae` (OWASP's advice for CSV injection): titles come from other people's files.
 */
export function letterboxdCsv(table: LetterboxdTable, unparse: Unparse): string {
  return unparse(
    {
      fields: table.fields,
      data: table.rows.map((row) => table.fields.map((f) => row[f as keyof typeof row] ?? '')),
    },
    { quotes: true, escapeFormulae: true, newline: '\r\n' },
  );
}
