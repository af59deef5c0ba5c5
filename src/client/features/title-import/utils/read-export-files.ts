import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { csvRows, detectCsvKind, type CsvKind } from './csv-exports';
import { IMPORT_LIMITS, type ImportRow } from './import-row';
import { ImportFileError, parseCsv } from './parse-csv';
import { parseTraktJson, traktRows, type TraktKind } from './trakt-export';
import { unzipLetterboxd } from './unzip-letterboxd';

interface ReadFile {
  name: string;
  kind: CsvKind | TraktKind;
  rows: number;
}

export type ReadResult =
  | { ok: true; files: ReadFile[]; rows: ImportRow[]; skipped: number }
  | { ok: false; message: string };

/** What the reader needs of a chosen file: a File, or its bytes in tests and the benchmark. */
export interface ChosenFile {
  name: string;
  size: number;
  bytes(): Promise<Uint8Array>;
}

const MB = 1024 * 1024;

/**
 * Reads the chosen export files (docs/product.md#importing-from-other-services): Letterboxd's
 * ZIP or its CSV files, IMDb's CSV files, Trakt's JSON files, told apart by their content.
 * Any problem refuses the whole choice with one message naming the file and the problem, so
 * nothing is imported from a file that was only partly understood. The message is in `i18n`'s
 * language when given, else in English.
 */
export async function readExportFiles(chosen: ChosenFile[], i18n?: I18n): Promise<ReadResult> {
  try {
    const files: ReadFile[] = [];
    const rows: ImportRow[] = [];
    let skipped = 0;
    for (const file of chosen) {
      if (file.size > IMPORT_LIMITS.fileBytes)
        throw new ImportFileError(
          `${file.name} is too large (over ${IMPORT_LIMITS.fileBytes / MB} MB).`,
          {
            ...msg({
              message: '{fileName} is too large (over {size, number} MB).',
              comment: '{fileName} is a file chosen to import; {size} a number of megabytes',
            }),
            values: { fileName: file.name, size: IMPORT_LIMITS.fileBytes / MB },
          },
        );
      const bytes = await file.bytes();
      const texts = isZip(bytes)
        ? await unzipLetterboxd(bytes, file.name)
        : [{ name: file.name, bytes }];
      for (const part of texts) {
        const read = await readText(part.name, decode(part.bytes, part.name));
        files.push({ name: part.name, kind: read.kind, rows: read.rows.length });
        rows.push(...read.rows);
        skipped += read.skipped;
        if (rows.length > IMPORT_LIMITS.rows)
          throw new ImportFileError(
            `These files have more than ${IMPORT_LIMITS.rows.toLocaleString('en')} rows, more than NEXUS imports at once.`,
            {
              ...msg({
                message:
                  'These files have more than {limit, number} rows, more than NEXUS imports at once.',
                comment: '{limit} is a number of rows',
              }),
              values: { limit: IMPORT_LIMITS.rows },
            },
          );
      }
    }
    if (rows.length === 0) {
      const names = chosen.map((f) => f.name).join(', ');
      throw skipped > 0
        ? new ImportFileError(
            `No row of ${names} names a title NEXUS can look for.`,
            msg({
              message: `No row of ${names} names a title NEXUS can look for.`,
              comment: '{names} lists the files chosen to import',
            }),
          )
        : new ImportFileError(
            'These files have no titles in them.',
            msg`These files have no titles in them.`,
          );
    }
    return { ok: true, files, rows, skipped };
  } catch (error) {
    if (error instanceof ImportFileError)
      return { ok: false, message: i18n ? i18n._(error.text) : error.message };
    return { ok: false, message: i18n ? i18n._(unreadable) : 'This file could not be read.' };
  }
}

const unreadable = msg`This file could not be read.`;

async function readText(name: string, text: string) {
  const start = text.trimStart()[0];
  if (start === '[' || start === '{') {
    const { kind, items } = parseTraktJson(text, name);
    return { kind, ...traktRows(kind, items) };
  }
  const table = await parseCsv(text, name);
  const kind = detectCsvKind(table, name);
  return { kind, ...csvRows(table, kind) };
}

const isZip = (bytes: Uint8Array) =>
  bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

/** UTF-8 text; a file with NUL bytes is binary (an image, a spreadsheet), not an export. */
function decode(bytes: Uint8Array, name: string): string {
  if (bytes.includes(0))
    throw new ImportFileError(
      `${name} is not a CSV or JSON file. Choose the files Letterboxd, IMDb or Trakt exported.`,
      msg({
        message: `${name} is not a CSV or JSON file. Choose the files Letterboxd, IMDb or Trakt exported.`,
        comment: '{name} is a file chosen to import',
      }),
    );
  return new TextDecoder('utf-8').decode(bytes);
}
