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
 * nothing is imported from a file that was only partly understood.
 */
export async function readExportFiles(chosen: ChosenFile[]): Promise<ReadResult> {
  try {
    const files: ReadFile[] = [];
    const rows: ImportRow[] = [];
    let skipped = 0;
    for (const file of chosen) {
      if (file.size > IMPORT_LIMITS.fileBytes)
        throw new ImportFileError(
          `${file.name} is too large (over ${IMPORT_LIMITS.fileBytes / MB} MB).`,
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
          );
      }
    }
    if (rows.length === 0)
      throw new ImportFileError(
        skipped > 0
          ? `No row of ${chosen.map((f) => f.name).join(', ')} names a title NEXUS can look for.`
          : 'These files have no titles in them.',
      );
    return { ok: true, files, rows, skipped };
  } catch (error) {
    if (error instanceof ImportFileError) return { ok: false, message: error.message };
    return { ok: false, message: 'This file could not be read.' };
  }
}

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
    );
  return new TextDecoder('utf-8').decode(bytes);
}
