import { describe, expect, it } from 'vitest';
import type { HistoryEntry } from '@/shared/library/record-schemas';
import { movie } from '../testing/home-fixtures';
import { finishedFilms, seedFilm, unseenRecommendations } from './because-you-watched';

const entry = (
  id: number,
  watchedAt: number,
  progress: number,
  media_type = 'movie',
): HistoryEntry => ({ id, media_type, title: `Film ${id}`, watchedAt, progress }) as HistoryEntry;

describe("'Because you watched': which film, and which recommendations", () => {
  it('is about the most recent finished film: played to 90 % or more, or marked watched', () => {
    const history = [
      entry(1, 300, 40),
      entry(2, 200, 95),
      entry(3, 100, 10),
      entry(4, 400, 100, 'tv'),
    ];
    expect(seedFilm(history, finishedFilms(history, []))?.id).toBe(2);
    // A mark makes a film finished whatever its progress; the newest finished one wins.
    const marks = [{ id: 1, type: 'movie' as const }];
    expect(seedFilm(history, finishedFilms(history, marks))?.id).toBe(1);
    // Series have no recommendations: a finished series is never the seed, and nothing else is.
    expect(seedFilm([entry(4, 400, 100, 'tv'), entry(3, 100, 10)], new Set())).toBeNull();
    expect(seedFilm([], new Set())).toBeNull();
  });

  it('leaves out films watched or saved, keeps the catalogue order, at most 12', () => {
    const recommendations = Array.from({ length: 20 }, (_, i) => movie(100 + i));
    const shown = unseenRecommendations(recommendations, new Set([100, 102]), new Set([101]));
    expect(shown.map((m) => m.id)).toEqual([
      103, 104, 105, 106, 107, 108, 109, 110, 111, 112, 113, 114,
    ]);
  });
});
