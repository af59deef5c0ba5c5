import type { unparse } from 'papaparse';
import type { LetterboxdTable } from './letterboxd-export';

// Handed in rather than imported: papaparse loads only on the click (letterboxd-download.ts).
type Unparse = typeof unparse;

/**
 * A cell a spreadsheet could run as a formula: one that starts with `=`, `+`, `-`, `@`, a tab, a
 * carriage return or a line feed (OWASP's advice for CSV injection, with line breaks added: a
 * spreadsheet may drop a leading line break and read what follows as a formula).
 */
const FORMULA_START = /^[=+\-@\t\r\n]/;

/** The cell as written: a formula-like one behind a leading `'`, which spreadsheets show as text. */
function guardFormula(cell: string): string {
  return FORMULA_START.test(cell) ? `'${cell}` : cell;
}

/**
 * The CSV text: every cell quoted, CRLF line ends, and every formula-like cell guarded. Our own
 * guard, not papaparse's `escapeFormulae`: its test stops at the first line break, so
 * `=HYPERLINK(…)` followed by a line break, or a cell starting with one, went out unguarded.
 * Titles come from other people's files.
 */
export function letterboxdCsv(table: LetterboxdTable, unparse: Unparse): string {
  return unparse(
    {
      fields: table.fields,
      data: table.rows.map((row) =>
        table.fields.map((f) => guardFormula(row[f as keyof typeof row] ?? '')),
      ),
    },
    { quotes: true, escapeFormulae: false, newline: '\r\n' },
  );
}
