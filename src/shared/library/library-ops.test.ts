import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { LIBRARY_LIMITS } from './library-limits';
import { libraryLimitProblem, libraryOpSchema, pushBodySchema } from './library-ops';

const vaultOp = {
  opId: '3f1c2a9e-7b4d-4c1a-9a51-0c2b1d6e8f00',
  key: 'vault:movie:603',
  // A whole title record, with fields beyond the checked ones: they are kept.
  value: {
    id: 603,
    type: 'movie',
    addedAt: '2026-01-02T03:04:05.000Z',
    title: 'The Matrix',
    popularity: 9,
  },
  at: 1_767_000_000_000,
};

const problem = (input: unknown) => {
  const result = v.safeParse(libraryOpSchema, input);
  return result.success ? null : result.issues[0].message;
};

describe('a library operation', () => {
  it('accepts the records the browser stores today, and tombstones', () => {
    expect(v.parse(libraryOpSchema, vaultOp)).toEqual(vaultOp);
    const progress = {
      opId: 'op-progress-1',
      key: 'progress:tv:1399',
      value: {
        id: 1399,
        type: 'tv',
        title: 'GoT',
        progress: { watched: 60, duration: 3600 },
        last_season_watched: 1,
        last_episode_watched: 2,
        lastWatched: 5,
      },
      at: 6,
    };
    expect(problem(progress)).toBeNull();
    expect(problem({ ...progress, value: { ...progress.value, progress: 42 } })).toBeNull();
    const history = {
      opId: 'op-history-1',
      key: 'history:movie:603',
      value: {
        id: 603,
        media_type: 'movie',
        title: 'The Matrix',
        watchedAt: 5,
        progress: 80,
        genre_ids: [28],
      },
      at: 6,
    };
    expect(problem(history)).toBeNull();
    expect(
      problem({
        opId: 'op-image-01',
        key: 'profile-image',
        value: 'data:image/png;base64,iVBORw0KGgo=',
        at: 1,
      }),
    ).toBeNull();
    expect(problem({ ...vaultOp, value: null })).toBeNull();
  });

  it('refuses a value of another title than its key, or of the wrong shape, naming the field', () => {
    expect(problem({ ...vaultOp, key: 'vault:tv:603' })).toMatch(/not the title its key/);
    expect(problem({ ...vaultOp, key: 'vault:movie:604' })).toMatch(/not the title its key/);
    expect(problem({ ...vaultOp, value: { ...vaultOp.value, addedAt: 'yesterday' } })).toMatch(
      /^value\.addedAt:/,
    );
    expect(problem({ ...vaultOp, key: 'history:movie:603' })).toMatch(/^value\.watchedAt:/);
    expect(problem({ ...vaultOp, key: 'profile-image' })).toMatch(/^value:/);
    expect(problem({ ...vaultOp, key: 'watch_progress_movie_603' })).toMatch(/not a library key/);
    expect(problem({ ...vaultOp, opId: 'short' })).toMatch(/operation id/);
    expect(problem({ ...vaultOp, at: -1 })).not.toBeNull();
    expect(problem({ ...vaultOp, at: 1.5 })).not.toBeNull();
    expect(problem({ ...vaultOp, at: Number.MAX_SAFE_INTEGER + 1 })).not.toBeNull();
    expect(problem({ ...vaultOp, at: Number.MAX_SAFE_INTEGER })).toBeNull();
    expect(
      problem({ opId: 'op-image-02', key: 'profile-image', value: 'https://x/y.png', at: 1 }),
    ).toMatch(/data URL/);
  });

  it('leaves the size of a profile image to the limits, which refuse one over 350 KB', () => {
    const header = 'data:image/png;base64,';
    const image = (length: number) => header + 'A'.repeat(length - header.length);
    const op = (value: string) =>
      v.parse(libraryOpSchema, { opId: 'op-image-03', key: 'profile-image', value, at: 1 });
    expect(libraryLimitProblem(op(image(LIBRARY_LIMITS.profileImageBytes)))).toBeNull();
    expect(libraryLimitProblem(op(image(LIBRARY_LIMITS.profileImageBytes + 1)))).toBe(
      'profile-image-too-large',
    );
    expect(libraryLimitProblem(v.parse(libraryOpSchema, vaultOp))).toBeNull();
  });

  it('comes in a push body of operations', () => {
    expect(v.safeParse(pushBodySchema, { ops: [vaultOp] }).success).toBe(true);
    expect(v.safeParse(pushBodySchema, { ops: 'all' }).success).toBe(false);
    expect(v.safeParse(pushBodySchema, {}).success).toBe(false);
  });
});
