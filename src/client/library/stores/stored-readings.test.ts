import { beforeEach, describe, expect, it } from 'vitest';
import { readProfileImage, writeProfileImage } from './profile-image-store';
import { toEpochMs } from '@/shared/library/stored-readings';
import { storageKeys } from '@/client/lib/storage-keys';
import { readVault } from './vault-store';
import { readHistory } from './watch-history-store';
import { listProgress, readProgress } from './watch-progress-store';

const corruptCopies = () =>
  Object.keys(localStorage).filter((key) => key.startsWith(storageKeys.corruptPrefix));
const store = (key: string, value: unknown) => localStorage.setItem(key, JSON.stringify(value));

beforeEach(() => localStorage.clear());

describe('timestamps', () => {
  it('reads epoch milliseconds and ISO 8601 text, and nothing else', () => {
    expect(toEpochMs(1_700_000_000_000)).toBe(1_700_000_000_000);
    expect(toEpochMs('2024-03-04T05:06:07.000Z')).toBe(Date.UTC(2024, 2, 4, 5, 6, 7));
    expect(toEpochMs('2024-03-04T05:06:07+02:00')).toBe(Date.UTC(2024, 2, 4, 3, 6, 7));
    expect(toEpochMs('2024-03-04')).toBe(Date.UTC(2024, 2, 4));
    for (const bad of ['yesterday', '04/03/2024', '', NaN, -1, Infinity, null, {}])
      expect(toEpochMs(bad)).toBeUndefined();
  });
});

describe('watch progress readings', () => {
  const canonical = {
    id: 603,
    title: 'The Matrix',
    type: 'movie',
    poster_path: '/p.jpg',
    backdrop_path: null,
    progress: { watched: 600, duration: 8160 },
    lastWatched: Date.UTC(2024, 0, 2),
  };

  it('reads the canonical record', () => {
    store('watch_progress_movie_603', canonical);
    expect(readProgress('movie', 603)).toMatchObject(canonical);
  });

  it('reads lastWatched as ISO text, as epoch milliseconds', () => {
    store('watch_progress_movie_603', { ...canonical, lastWatched: '2024-01-02T00:00:00.000Z' });
    expect(readProgress('movie', 603)?.lastWatched).toBe(Date.UTC(2024, 0, 2));
    expect(corruptCopies()).toEqual([]);
  });

  it('reads null season and episode on a movie as absent', () => {
    store('watch_progress_movie_603', {
      ...canonical,
      last_season_watched: null,
      last_episode_watched: null,
    });
    const record = readProgress('movie', 603)!;
    expect(record).not.toHaveProperty('last_season_watched');
    expect(record).not.toHaveProperty('last_episode_watched');
  });

  it('reads contentId and contentType as id and type', () => {
    const { id, type, ...rest } = canonical;
    store('watch_progress_movie_603', { ...rest, contentId: id, contentType: type });
    expect(readProgress('movie', 603)).toMatchObject({ id: 603, type: 'movie' });
  });

  it('reads progress as a single percent', () => {
    store('watch_progress_tv_1399', {
      ...canonical,
      id: 1399,
      type: 'tv',
      progress: 42,
      last_season_watched: 2,
      last_episode_watched: 3,
    });
    expect(readProgress('tv', 1399)).toMatchObject({ progress: 42, last_season_watched: 2 });
  });

  it('still moves aside what no reading accepts, and keeps the copy', () => {
    store('watch_progress_movie_603', { ...canonical, lastWatched: 'last tuesday' });
    expect(readProgress('movie', 603)).toBeNull();
    expect(corruptCopies()).toHaveLength(1);
  });
});

describe('watch history readings', () => {
  it('reads watchedAt as ISO text, aliases, a missing progress and progress in seconds', () => {
    store(storageKeys.watchHistory, [
      { id: 1, media_type: 'movie', title: 'A', watchedAt: '2024-05-01T10:00:00Z', progress: 50 },
      { contentId: 2, contentType: 'tv', name: 'B', watchedAt: 1_714_000_000_000 },
      { id: 3, type: 'movie', title: 'C', watchedAt: 5, progress: { watched: 30, duration: 120 } },
    ]);
    expect(readHistory()).toEqual([
      expect.objectContaining({ id: 1, media_type: 'movie', watchedAt: Date.UTC(2024, 4, 1, 10) }),
      expect.objectContaining({ id: 2, media_type: 'tv', progress: 0 }),
      expect.objectContaining({ id: 3, media_type: 'movie', progress: 25 }),
    ]);
    expect(corruptCopies()).toEqual([]);
  });

  it('drops only the entry no reading accepts', () => {
    store(storageKeys.watchHistory, [
      { id: 1, media_type: 'movie', title: 'A', watchedAt: 'soon' },
      { id: 2, media_type: 'movie', title: 'B', watchedAt: 10 },
    ]);
    expect(readHistory().map((entry) => entry.id)).toEqual([2]);
    expect(corruptCopies()).toHaveLength(1);
  });
});

describe('vault readings', () => {
  it('reads addedAt as epoch milliseconds and writes it as ISO text; the type from media_type', () => {
    store(storageKeys.vault, [
      { id: 5, type: 'movie', title: 'A', addedAt: Date.UTC(2024, 1, 3) },
      { id: 6, media_type: 'tv', name: 'B', addedAt: '2024-02-01T00:00:00.000Z' },
      { contentId: 7, contentType: 'movie', title: 'C', addedAt: '2024-01-01T00:00:00Z' },
    ]);
    expect(readVault().map((item) => [item.id, item.type, item.addedAt])).toEqual([
      [5, 'movie', '2024-02-03T00:00:00.000Z'],
      [6, 'tv', '2024-02-01T00:00:00.000Z'],
      [7, 'movie', '2024-01-01T00:00:00.000Z'],
    ]);
  });
});

describe('profile image readings', () => {
  it('stores the data URL itself and reads it back', () => {
    writeProfileImage('data:image/webp;base64,AAAA');
    expect(localStorage.getItem(storageKeys.profileImage)).toBe('data:image/webp;base64,AAAA');
    expect(readProfileImage()).toBe('data:image/webp;base64,AAAA');
  });

  it('reads the older JSON string literal form', () => {
    store(storageKeys.profileImage, 'data:image/png;base64,BBBB');
    expect(readProfileImage()).toBe('data:image/png;base64,BBBB');
  });

  it('moves aside anything that is not an image data URL', () => {
    localStorage.setItem(storageKeys.profileImage, 'javascript:alert(1)');
    expect(readProfileImage()).toBeNull();
    expect(corruptCopies()).toHaveLength(1);
  });
});

describe('records in the original app’s shapes', () => {
  it('reads a whole library as the original app wrote it', () => {
    localStorage.setItem(storageKeys.profileImage, JSON.stringify('data:image/jpeg;base64,/9j/'));
    store(storageKeys.vault, [
      {
        id: 27205,
        title: 'Inception',
        poster_path: '/inception.jpg',
        release_date: '2010-07-15',
        vote_average: 8.4,
        media_type: 'movie',
        type: 'movie',
        addedAt: '2024-06-01T12:00:00.000Z',
      },
    ]);
    store('watch_progress_movie_27205', {
      contentId: 27205,
      contentType: 'movie',
      title: 'Inception',
      poster_path: '/inception.jpg',
      backdrop_path: '/inception-bg.jpg',
      progress: { watched: 1200, duration: 8880 },
      last_season_watched: null,
      last_episode_watched: null,
      lastWatched: '2024-06-02T20:00:00.000Z',
    });
    store('watch_progress_tv_1399', {
      id: 1399,
      title: 'Game of Thrones',
      type: 'tv',
      progress: 37,
      last_season_watched: 1,
      last_episode_watched: 4,
      lastWatched: 1_717_400_000_000,
    });
    store(storageKeys.watchHistory, [
      {
        id: 27205,
        media_type: 'movie',
        title: 'Inception',
        poster_path: '/inception.jpg',
        watchedAt: '2024-06-02T20:00:00.000Z',
        progress: 14,
      },
      { id: 1399, media_type: 'tv', name: 'Game of Thrones', watchedAt: 1_717_400_000_000 },
    ]);

    expect(readProfileImage()).toBe('data:image/jpeg;base64,/9j/');
    expect(readVault()).toHaveLength(1);
    expect(listProgress().map((record) => `${record.type}:${record.id}`)).toEqual([
      'tv:1399',
      'movie:27205',
    ]);
    expect(readHistory()).toHaveLength(2);
    expect(corruptCopies()).toEqual([]);
  });
});
