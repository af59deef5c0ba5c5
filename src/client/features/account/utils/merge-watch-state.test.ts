import { describe, expect, it } from 'vitest';
import {
  readContinueRemoved,
  removeFromContinueWatching,
} from '@/client/library/stores/continue-removed-store';
import { markWatched, readWatchedMarks } from '@/client/library/stores/watched-store';
import { describeImport } from './import-flow';
import {
  collectLocalData,
  deleteAllLocalData,
  importLocalData,
} from '@/client/library/actions/local-data-actions';
import { parseDataFile } from '@/client/library/actions/local-data-file';

const parse = (text: string) => {
  const parsed = parseDataFile(text);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.data;
};

describe('the watched state in export and import', () => {
  it('round-trips watched marks and removals, merging by the newer time', () => {
    markWatched({ id: 1396, type: 'tv', season: 1, episode: 1 }, 10);
    markWatched({ id: 603, type: 'movie' }, 20);
    removeFromContinueWatching({ id: 550, type: 'movie' }, 30);
    const exported = JSON.stringify(collectLocalData());
    deleteAllLocalData();
    expect(readWatchedMarks()).toEqual([]);

    // Meanwhile this browser marked the film again, later than the file did.
    markWatched({ id: 603, type: 'movie' }, 40);
    const report = importLocalData(parse(exported));
    expect(report).toMatchObject({
      watched: { added: 1, updated: 0 },
      continueRemoved: { added: 1, updated: 0 },
      failed: false,
    });
    expect(readWatchedMarks()).toEqual([
      { id: 603, type: 'movie', watchedAt: 40 },
      { id: 1396, type: 'tv', season: 1, episode: 1, watchedAt: 10 },
    ]);
    expect(readContinueRemoved()).toEqual([{ id: 550, type: 'movie', removedAt: 30 }]);
    expect(describeImport(report).message).toBe(
      'Import complete. Added 0 vault titles, 0 history entries, 0 progress records, 1 watched mark, 1 title removed from Continue Watching.',
    );
    // Again: nothing new.
    expect(importLocalData(parse(exported)).watched).toEqual({ added: 0, updated: 0 });
  });

  it('skips invalid marks and removals, and reads a file without them as before', () => {
    const data = parse(
      JSON.stringify({
        format: 'nexus-local-data',
        version: 1,
        watchedMarks: [
          { id: 1, type: 'tv', season: 1, episode: 2, watchedAt: 5 },
          { id: 1, type: 'tv', watchedAt: 5 },
          { id: 2, type: 'movie', season: 1, episode: 1, watchedAt: 5 },
        ],
        continueWatchingRemoved: [{ id: 3, type: 'movie' }, 'x'],
      }),
    );
    expect(data.watchedMarks).toHaveLength(1);
    expect(data.continueWatchingRemoved).toEqual([]);
    expect(data.skipped).toBe(4);
    const old = parse(JSON.stringify({ format: 'nexus-local-data', version: 1 }));
    expect(old).toMatchObject({ watchedMarks: [], continueWatchingRemoved: [] });
    expect(describeImport(importLocalData(old)).message).toBe(
      'Import complete. Added 0 vault titles, 0 history entries, 0 progress records.',
    );
  });
});
