import { describe, expect, it } from 'vitest';
import { currentNotices } from '@/client/lib/notices';
import { readHistory } from '@/client/library/stores/watch-history-store';
import { writeProgress } from '@/client/library/stores/watch-progress-store';
import { markWatched, readWatchedMarks } from '@/client/library/stores/watched-store';
import { readVault } from '@/client/library/stores/vault-store';
import {
  markMovieWatched,
  markSeriesWatched,
  markUnwatched,
  playPath,
  toggleCardVault,
} from './card-title-actions';
import { isSeriesWatched } from '@/client/library/rules/series-watched';

const dune = {
  id: 438631,
  media_type: 'movie' as const,
  title: 'Dune',
  poster_path: '/dune.jpg',
  release_date: '2021-09-15',
  vote_average: 7.8,
};

describe('the card actions', () => {
  it('add a title to the vault with its fields, and remove it with an Undo offer', () => {
    toggleCardVault(dune, false);
    expect(readVault()).toMatchObject([{ id: dune.id, type: 'movie', title: 'Dune' }]);
    toggleCardVault(dune, true);
    expect(readVault()).toEqual([]);
    expect(currentNotices().at(-1)).toMatchObject({
      message: 'Removed Dune from the vault.',
      action: { label: 'Undo' },
    });
  });

  it('mark a film watched: its mark, and WATCH HISTORY at 100 %', () => {
    expect(markMovieWatched(dune, 42).ok).toBe(true);
    expect(readWatchedMarks()).toEqual([{ id: dune.id, type: 'movie', watchedAt: 42 }]);
    expect(readHistory()).toEqual([
      {
        id: dune.id,
        media_type: 'movie',
        title: 'Dune',
        poster_path: '/dune.jpg',
        watchedAt: 42,
        progress: 100,
      },
    ]);
  });

  it('mark unwatched: the mark goes, the history stays, other titles keep theirs', () => {
    markMovieWatched(dune, 1);
    markWatched({ id: 603, type: 'movie' }, 2);
    markUnwatched(dune);
    expect(readWatchedMarks().map((mark) => mark.id)).toEqual([603]);
    expect(readHistory()).toHaveLength(1);
  });

  it('mark a series watched episode by episode, regular seasons only, and unwatched as a whole', () => {
    const seasons = [
      { season_number: 0, episode_count: 3 },
      { season_number: 2, episode_count: 1 },
      { season_number: 1, episode_count: 2 },
    ];
    markSeriesWatched(1396, seasons, 7);
    const marks = readWatchedMarks();
    expect(marks.map((mark) => `${mark.season}:${mark.episode}`)).toEqual(['1:1', '1:2', '2:1']);
    expect(isSeriesWatched(seasons, marks)).toBe(true);
    expect(isSeriesWatched(seasons, marks.slice(1))).toBe(false);
    expect(isSeriesWatched([{ season_number: 1, episode_count: 0 }], marks)).toBe(false);
    markUnwatched({ id: 1396, media_type: 'tv' });
    expect(readWatchedMarks()).toEqual([]);
  });

  it('play a film over its page, and a series where its progress record is, else at S1E1', () => {
    expect(playPath(dune)).toBe('/movie/438631?play=1');
    expect(playPath({ id: 1396, media_type: 'tv' })).toBe('/tv/1396?play=1&season=1&episode=1');
    writeProgress({
      id: 1396,
      title: 'Breaking Bad',
      type: 'tv',
      poster_path: null,
      backdrop_path: null,
      progress: 40,
      last_season_watched: 2,
      last_episode_watched: 5,
      lastWatched: 1,
    });
    expect(playPath({ id: 1396, media_type: 'tv' })).toBe('/tv/1396?play=1&season=2&episode=5');
  });
});
