import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { IMPORT_LIMITS } from './import-row';

/** A CSV read into its header and rows; `get` reads a row's field by column name. */
export interface CsvTable {
  header: string[];
  rows: string[][];
  get(row: string[], column: string): string | undefined;
}

/**
 * A file the import refuses: its English message, and the same text as a message to show in
 * the interface's language (`readExportFiles` with a translator).
 */
export class ImportFileError extends Error {
  override name = 'ImportFileError';
  constructor(
    message: string,
    readonly text: MessageDescriptor,
  ) {
    super(message);
  }
}

/**
 * Reads CSV text with papaparse (loaded only when a file is chosen). The file is hostile input
 * (docs/product.md#importing-from-other-services): broken quoting, a field longer than any
 * export has, or too many rows refuse the whole file with a message naming the problem, so
 * nothing half-read is ever imported. Cells are kept as text: a cell starting with `=`, `+`,
 * `-` or `@` is a title like any other, never a formula. Columns are looked up by name, so
 * their order and any extra ones do not matter; there are no row objects keyed by the file's
 * own header, so a column named `__proto__` is only a name.
 */
export async function parseCsv(text: string, fileName: string): Promise<CsvTable> {
  const { default: Papa } = await import('papaparse');
  const input = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const parsed = Papa.parse<string[]>(input, {
    delimiter: ',',
    skipEmptyLines: 'greedy',
    preview: IMPORT_LIMITS.rows + 2,
  });
  const quoting = parsed.errors.find((error) => error.type === 'Quotes');
  if (quoting) {
    const line = lineNumber(quoting.row);
    throw new ImportFileError(
      `The quoting in ${fileName} is broken${rowLabel(quoting.row)}: a quoted field never ends or a quote is out of place.`,
      line === undefined
        ? msg`The quoting in ${fileName} is broken: a quoted field never ends or a quote is out of place.`
        : msg`The quoting in ${fileName} is broken (line ${line}): a quoted field never ends or a quote is out of place.`,
    );
  }
  const [first, ...rows] = parsed.data;
  if (!first) throw new ImportFileError(`${fileName} is empty.`, msg`${fileName} is empty.`);
  if (rows.length > IMPORT_LIMITS.rows)
    throw new ImportFileError(
      `${fileName} has more than ${IMPORT_LIMITS.rows.toLocaleString('en')} rows, more than NEXUS imports at once.`,
      {
        ...msg({
          message:
            '{fileName} has more than {limit, number} rows, more than NEXUS imports at once.',
          comment: '{fileName} is a file chosen to import; {limit} a number of rows',
        }),
        values: { fileName, limit: IMPORT_LIMITS.rows },
      },
    );
  parsed.data.forEach((row, index) => {
    if (row.some((field) => field.length > IMPORT_LIMITS.field)) {
      const line = index + 1;
      throw new ImportFileError(
        `${fileName} has a field longer than ${IMPORT_LIMITS.field.toLocaleString('en')} characters${rowLabel(index)}: this is not an export file.`,
        {
          ...msg({
            message:
              '{fileName} has a field longer than {limit, number} characters (line {line}): this is not an export file.',
            comment: '{fileName} is a file chosen to import; {limit} a number of characters',
          }),
          values: { fileName, limit: IMPORT_LIMITS.field, line },
        },
      );
    }
  });
  const header = first.map((name) => name.trim());
  const index = new Map<string, number>();
  header.forEach((name, i) => {
    if (!index.has(name)) index.set(name, i);
  });
  return {
    header,
    rows,
    get: (row, column) => {
      const i = index.get(column);
      return i === undefined ? undefined : row[i];
    },
  };
}

// Papaparse counts rows from 0 with the header as row 0; people count lines from 1.
const lineNumber = (row: number | undefined) => (row === undefined ? undefined : row + 1);
const rowLabel = (row: number | undefined) => (row === undefined ? '' : ` (line ${row + 1})`);
