import { importLocalData, type ImportReport } from '@/client/library/actions/local-data-actions';
import { MAX_FILE_BYTES, parseDataFile } from '@/client/library/actions/local-data-file';

/** Reads a chosen file: the size is checked before the text is even loaded. */
export async function readImportFile(
  file: Blob,
): Promise<{ ok: true; report: ImportReport } | { ok: false; message: string }> {
  if (file.size > MAX_FILE_BYTES)
    return { ok: false, message: 'This file is too large (over 10 MB).' };
  let text: string;
  try {
    text = await readText(file);
  } catch {
    return { ok: false, message: 'This file could not be read.' };
  }
  const parsed = parseDataFile(text);
  return parsed.ok ? { ok: true, report: importLocalData(parsed.data) } : parsed;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The sentence shown after an import: what it added, what it refreshed, what it skipped. */
export function describeImport(report: ImportReport): { tone: 'ok' | 'warn'; message: string } {
  const added = [
    plural(report.vault.added, 'vault title', 'vault titles'),
    plural(report.history.added, 'history entry', 'history entries'),
    plural(report.progress.added, 'progress record', 'progress records'),
  ];
  // The watched state is named only when the file brought some, so older files read as before.
  if (report.watched.added > 0)
    added.push(plural(report.watched.added, 'watched mark', 'watched marks'));
  if (report.continueRemoved.added > 0)
    added.push(
      plural(
        report.continueRemoved.added,
        'title removed from Continue Watching',
        'titles removed from Continue Watching',
      ),
    );
  if (report.ratings.added > 0) added.push(plural(report.ratings.added, 'rating', 'ratings'));
  if (report.profileImage) added.push('your profile picture');
  const updated =
    report.vault.updated +
    report.history.updated +
    report.progress.updated +
    report.watched.updated +
    report.continueRemoved.updated +
    report.ratings.updated;
  let message = `Import complete. Added ${added.join(', ')}.`;
  if (updated > 0) message += ` Refreshed ${plural(updated, 'newer entry', 'newer entries')}.`;
  if (report.skipped > 0)
    message += ` Skipped ${plural(report.skipped, 'invalid entry', 'invalid entries')}.`;
  if (report.failed)
    return {
      tone: 'warn',
      message: `${message} Storage is full, so not everything could be saved.`,
    };
  return { tone: 'ok', message };
}

// FileReader rather than Blob.text(): it is the older API, present in every browser and in jsdom.
function readText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(file);
  });
}
