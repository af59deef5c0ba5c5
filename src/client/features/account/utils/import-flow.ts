import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { pageI18n } from '@/client/i18n/page-language';
import { importLocalData, type ImportReport } from '@/client/library/actions/local-data-actions';
import { MAX_FILE_BYTES, parseDataFile } from '@/client/library/actions/local-data-file';

/** Reads a chosen file: the size is checked before the text is even loaded. */
export async function readImportFile(
  file: Blob,
  i18n: I18n = pageI18n,
): Promise<{ ok: true; report: ImportReport } | { ok: false; message: string }> {
  if (file.size > MAX_FILE_BYTES)
    return { ok: false, message: i18n._(msg`This file is too large (over 10 MB).`) };
  let text: string;
  try {
    text = await readText(file);
  } catch {
    return { ok: false, message: i18n._(msg`This file could not be read.`) };
  }
  const parsed = parseDataFile(text);
  return parsed.ok ? { ok: true, report: importLocalData(parsed.data) } : parsed;
}

/**
 * The sentence shown after an import: what it added, what it refreshed, what it skipped.
 * Components pass their own translator; the default is the page's (tests).
 */
export function describeImport(
  report: ImportReport,
  i18n: I18n = pageI18n,
): { tone: 'ok' | 'warn'; message: string } {
  const vault = report.vault.added;
  const history = report.history.added;
  const progress = report.progress.added;
  const added = [
    i18n._(msg`${plural(vault, { one: '# vault title', other: '# vault titles' })}`),
    i18n._(msg`${plural(history, { one: '# history entry', other: '# history entries' })}`),
    i18n._(msg`${plural(progress, { one: '# progress record', other: '# progress records' })}`),
  ];
  // The watched state is named only when the file brought some, so older files read as before.
  const watched = report.watched.added;
  if (watched > 0)
    added.push(
      i18n._(msg`${plural(watched, { one: '# watched mark', other: '# watched marks' })}`),
    );
  const removed = report.continueRemoved.added;
  if (removed > 0)
    added.push(
      i18n._(
        msg`${plural(removed, {
          one: '# title removed from Continue Watching',
          other: '# titles removed from Continue Watching',
        })}`,
      ),
    );
  const ratings = report.ratings.added;
  if (ratings > 0)
    added.push(i18n._(msg`${plural(ratings, { one: '# rating', other: '# ratings' })}`));
  if (report.profileImage)
    added.push(
      i18n._(msg({ message: 'your profile picture', comment: 'Import: "Added {list}."' })),
    );
  const updated =
    report.vault.updated +
    report.history.updated +
    report.progress.updated +
    report.watched.updated +
    report.continueRemoved.updated +
    report.ratings.updated;
  const list = added.join(', ');
  let message = i18n._(
    msg({
      message: `Import complete. Added ${list}.`,
      comment: '{list}: what the import added, joined by commas ("2 vault titles, 1 rating")',
    }),
  );
  if (updated > 0)
    message += ` ${i18n._(
      msg`Refreshed ${plural(updated, { one: '# newer entry', other: '# newer entries' })}.`,
    )}`;
  const skipped = report.skipped;
  if (skipped > 0)
    message += ` ${i18n._(
      msg`Skipped ${plural(skipped, { one: '# invalid entry', other: '# invalid entries' })}.`,
    )}`;
  if (report.failed)
    return {
      tone: 'warn',
      message: `${message} ${i18n._(msg`Storage is full, so not everything could be saved.`)}`,
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
