import { describe, expect, it, vi } from 'vitest';
import { movieDetailSchema } from '@/shared/catalog/title-schemas';
import { ApiError } from '@/client/lib/api-client';
import { matrix } from '../test/tmdb-fixtures';
import { checkMovieDetail } from './check-movie-detail';

describe('checkMovieDetail', () => {
  it('accepts a full answer as the contract reads it', () => {
    const checked = checkMovieDetail(matrix);
    expect(movieDetailSchema.safeParse(checked).success).toBe(true);
    expect(checked.title).toBe(matrix.title);
    expect(checked.credits.cast).toHaveLength(matrix.credits.cast.length);
    expect(checked.recommendations.results.map((m) => m.id)).toEqual(
      matrix.recommendations.results.map((m) => m.id),
    );
  });

  it('refuses an answer without what the page needs, like a bad upstream answer', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const bad of [null, [], { id: 603, title: 'The Matrix' }, { ...matrix, id: 'x' }]) {
      expect(() => checkMovieDetail(bad)).toThrow(ApiError);
    }
  });

  it('drops list entries it cannot use and gives wrong fields their empty value', () => {
    const checked = checkMovieDetail({
      ...matrix,
      genres: [{ id: 28, name: 'Action' }, { name: 'no id' }, 'text'],
      runtime: 'long',
      homepage: 42,
      credits: { cast: [{ id: 1, name: 'Keanu Reeves' }, null], crew: [] },
      videos: 'none',
    });
    expect(checked.genres).toEqual([{ id: 28, name: 'Action' }]);
    expect(checked.runtime).toBeNull();
    expect(checked.homepage).toBeNull();
    expect(checked.credits.cast).toEqual([
      { id: 1, name: 'Keanu Reeves', character: '', profile_path: null, order: undefined },
    ]);
    expect(checked.videos.results).toEqual([]);
  });
});
