import fc from 'fast-check';
import { libraryKey, type MediaType, type TitleKind } from '../library-keys';
import type { LibraryOp } from '../library-ops';
import type { LibraryValue } from '../library-values';

/**
 * Test support: fast-check generators of library operations. Few keys and a narrow span of
 * times, so generated operations collide on keys and tie on times as often as possible: the
 * cases where merge rules go wrong.
 */
const mediaTypes: MediaType[] = ['movie', 'tv'];
const kinds: TitleKind[] = ['vault', 'progress', 'history'];

export function valueFor(kind: TitleKind, type: MediaType, id: number, time: number): LibraryValue {
  if (kind === 'vault') return { id, type, addedAt: new Date(time).toISOString(), title: `T${id}` };
  if (kind === 'progress') {
    return {
      id,
      type,
      title: `T${id}`,
      progress: { watched: time % 100, duration: 100 },
      lastWatched: time,
    };
  }
  return { id, media_type: type, title: `T${id}`, watchedAt: time, progress: time % 101 };
}

const time = fc.integer({ min: 0, max: 20 });

/** One operation on one of a dozen keys (the profile image among them), value or tombstone. */
const opArbitrary: fc.Arbitrary<Omit<LibraryOp, 'opId'>> = fc.oneof(
  fc
    .record({
      kind: fc.constantFrom(...kinds),
      type: fc.constantFrom(...mediaTypes),
      id: fc.integer({ min: 1, max: 2 }),
      at: time,
      // The record's own time (lastWatched, watchedAt) may differ from the action's.
      valueTime: time,
      deleted: fc.boolean(),
    })
    .map(({ kind, type, id, at, valueTime, deleted }) => ({
      key: libraryKey(kind, type, id),
      value: deleted ? null : valueFor(kind, type, id, valueTime),
      at,
    })),
  fc.record({
    key: fc.constant('profile-image'),
    value: fc.option(fc.constantFrom('data:image/png;base64,AAAA', 'data:image/jpeg;base64,BBBB')),
    at: time,
  }),
);

/** Operations with distinct ids, as devices make them. */
export const opsArbitrary = ({ min = 0, max = 40 } = {}): fc.Arbitrary<LibraryOp[]> =>
  fc.array(opArbitrary, { minLength: min, maxLength: max }).chain((ops) =>
    fc
      .uniqueArray(fc.stringMatching(/^[a-z0-9]{8,10}$/), {
        minLength: ops.length,
        maxLength: ops.length,
      })
      .map((ids) => ops.map((op, i) => ({ ...op, opId: ids[i]! }))),
  );
