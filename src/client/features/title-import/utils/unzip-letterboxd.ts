import { msg } from '@lingui/core/macro';
import { IMPORT_LIMITS } from './import-row';
import { ImportFileError } from './parse-csv';

/** The files of Letterboxd's export ZIP that NEXUS reads; its other files are not titles. */
const WANTED = new Set(['watched.csv', 'watchlist.csv', 'ratings.csv', 'diary.csv']);

/**
 * Unpacks Letterboxd's export ZIP with fflate (loaded only for a ZIP). Only the four files
 * above, at the top of the archive, are unpacked (lists and deleted entries live in folders),
 * and only up to the size limit in all: a ZIP that claims or unpacks to more is refused.
 */
export async function unzipLetterboxd(
  bytes: Uint8Array,
  zipName: string,
): Promise<{ name: string; bytes: Uint8Array }[]> {
  const { unzipSync } = await import('fflate');
  let claimed = 0;
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes, {
      filter: (file) => {
        if (!WANTED.has(file.name)) return false;
        claimed += file.originalSize;
        return claimed <= IMPORT_LIMITS.fileBytes;
      },
    });
  } catch {
    throw new ImportFileError(
      `${zipName} is not a ZIP file that can be opened.`,
      msg({
        message: `${zipName} is not a ZIP file that can be opened.`,
        comment: '{zipName} is a file chosen to import',
      }),
    );
  }
  const parts = Object.entries(files).map(([name, data]) => ({ name, bytes: data }));
  const total = parts.reduce((sum, part) => sum + part.bytes.length, 0);
  if (claimed > IMPORT_LIMITS.fileBytes || total > IMPORT_LIMITS.fileBytes)
    throw new ImportFileError(
      `${zipName} unpacks to more than ${IMPORT_LIMITS.fileBytes / 1024 / 1024} MB.`,
      {
        ...msg({
          message: '{zipName} unpacks to more than {size, number} MB.',
          comment: '{zipName} is a file chosen to import; {size} a number of megabytes',
        }),
        values: { zipName, size: IMPORT_LIMITS.fileBytes / 1024 / 1024 },
      },
    );
  if (parts.length === 0)
    throw new ImportFileError(
      `${zipName} has none of Letterboxd's watched.csv, diary.csv, watchlist.csv or ratings.csv.`,
      msg({
        message: `${zipName} has none of Letterboxd's watched.csv, diary.csv, watchlist.csv or ratings.csv.`,
        comment:
          '{zipName} is a file chosen to import; watched.csv… are file names (not translated)',
      }),
    );
  // The diary first: its dates are the days films were seen, which the watched list lacks.
  const order = ['diary.csv', 'watched.csv', 'ratings.csv', 'watchlist.csv'];
  return parts.sort((a, b) => order.indexOf(a.name) - order.indexOf(b.name));
}
