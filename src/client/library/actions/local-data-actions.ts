import { clientConfig } from '@/client/config/client-config';
import { saveFile } from '@/client/lib/save-file';
import { readContinueRemoved } from '@/client/library/stores/continue-removed-store';
import { readProfileImage, writeProfileImage } from '@/client/library/stores/profile-image-store';
import { storageKeys } from '@/client/lib/storage-keys';
import { readRatings, type RatingEntry } from '@/client/library/stores/ratings-store';
import { readVault, type VaultItem } from '@/client/library/stores/vault-store';
import { readHistory, type HistoryEntry } from '@/client/library/stores/watch-history-store';
import {
  listProgress,
  writeProgress,
  type WatchProgress,
} from '@/client/library/stores/watch-progress-store';
import { readWatchedMarks } from '@/client/library/stores/watched-store';
import { removeStored, storedKeys, writeStored } from '@/client/lib/storage';
import { FILE_FORMAT, FILE_VERSION, type ParsedDataFile } from './local-data-file';
import { isoTime, mergeByKey } from './merge-local-data';
import { QUEUE_KEY_PREFIX } from '@/client/library/sync/sync-state';
import { mergeWatchState } from './merge-watch-state';

/** Everything NEXUS keeps in this browser, as the export file's content. */
export function collectLocalData(now = new Date()) {
  return {
    format: FILE_FORMAT,
    version: FILE_VERSION,
    exportedAt: now.toISOString(),
    vault: readVault(),
    watchHistory: readHistory(),
    watchProgress: listProgress(),
    watchedMarks: readWatchedMarks(),
    continueWatchingRemoved: readContinueRemoved(),
    ratings: readRatings(),
    profileImage: readProfileImage(),
  };
}

function exportFileName(now = new Date()) {
  return `nexus-data-${now.toISOString().slice(0, 10)}.json`;
}

/** Starts the download of the export file. */
export function downloadLocalData(now = new Date()) {
  const blob = new Blob([JSON.stringify(collectLocalData(now), null, 2)], {
    type: 'application/json',
  });
  saveFile(blob, exportFileName(now));
}

export interface ImportReport {
  vault: { added: number; updated: number };
  history: { added: number; updated: number };
  progress: { added: number; updated: number };
  watched: { added: number; updated: number };
  continueRemoved: { added: number; updated: number };
  ratings: { added: number; updated: number };
  profileImage: boolean;
  skipped: number;
  /** Set when storage refused a write; parts before it were saved. */
  failed: boolean;
}

const vaultKey = (item: { id: number; type: string }) => `${item.type}:${item.id}`;
const historyKey = (entry: { id: number; media_type: string }) => `${entry.media_type}:${entry.id}`;

/** Merges a parsed file into local data and reports what changed. */
export function importLocalData(file: ParsedDataFile): ImportReport {
  const vault = mergeByKey<VaultItem>(readVault(), file.vault as VaultItem[], vaultKey, (i) =>
    isoTime(i.addedAt),
  );
  const history = mergeByKey<HistoryEntry>(
    readHistory(),
    file.watchHistory as HistoryEntry[],
    historyKey,
    (e) => e.watchedAt,
  );
  const progress = mergeByKey<WatchProgress>(
    listProgress(),
    file.watchProgress as WatchProgress[],
    vaultKey,
    (r) => r.lastWatched,
  );
  const watchState = mergeWatchState(file);
  const ratings = mergeByKey<RatingEntry>(
    readRatings(),
    file.ratings,
    historyKey,
    (r) => r.ratedAt,
  );
  const report: ImportReport = {
    vault: vault.counts,
    history: history.counts,
    progress: progress.counts,
    ...watchState.counts,
    ratings: ratings.counts,
    profileImage: false,
    skipped: file.skipped,
    failed: false,
  };
  const writes: (() => { ok: boolean })[] = [];
  if (vault.counts.added + vault.counts.updated > 0)
    writes.push(() => writeStored(storageKeys.vault, vault.merged));
  if (history.counts.added + history.counts.updated > 0)
    writes.push(() => writeStored(storageKeys.watchHistory, history.merged));
  if (ratings.counts.added + ratings.counts.updated > 0)
    writes.push(() => writeStored(storageKeys.ratings, ratings.merged));
  // Only records where the file's copy won are written; the rest are already stored.
  const fromFile = new Set<unknown>(file.watchProgress);
  for (const record of progress.merged)
    if (fromFile.has(record)) writes.push(() => writeProgress(record));
  writes.push(...watchState.writes);
  // The picture has no timestamp, so a local one is kept; an import only fills a gap.
  if (file.profileImage && !readProfileImage())
    writes.push(() => {
      const result = writeProfileImage(file.profileImage!);
      report.profileImage = result.ok;
      return result;
    });
  for (const write of writes) {
    if (!write().ok) {
      report.failed = true;
      break;
    }
  }
  return report;
}

/** Every key NEXUS owns: its `nexus_` keys (moved-aside copies too) and the progress records. */
function localDataKeys() {
  return [...storedKeys('nexus_'), ...storedKeys(storageKeys.watchProgressPrefix)];
}

/**
 * Removes everything NEXUS keeps in this browser except changes still on their way to an
 * account (`nexus_library_queue_{uid}`): those are the account's, not this browser's, and may
 * be another person's on a shared browser. Each is sent at that account's next sign-in here.
 * Signed in, the account keeps its library: it comes back here the next time NEXUS opens. With
 * accounts, the profile this device watches as stays too: it is the server's choice for the
 * session, not data (without it the page would choose again at once and pull the library back
 * while the person still reads 'All local data deleted').
 */
export function deleteAllLocalData(): number {
  const keep = (key: string) =>
    key.startsWith(QUEUE_KEY_PREFIX) ||
    (key === storageKeys.currentProfile && clientConfig().authMode === 'accounts');
  const keys = localDataKeys().filter((key) => !keep(key));
  keys.forEach(removeStored);
  return keys.length;
}
