// The measured checks written by hand with the combinators the client used until 0018.
import {
  arrayOf,
  inRange,
  isFiniteNumber,
  isPositiveInt,
  isString,
  nullable,
  oneOf,
  optional,
  recordValidator,
  checkPaged,
} from './hand-checks';

const vaultItem = recordValidator({
  id: isPositiveInt,
  type: oneOf('movie', 'tv'),
  addedAt: isString,
  title: optional(isString),
  poster_path: optional(nullable(isString)),
  vote_average: optional(isFiniteNumber),
});
const historyEntry = recordValidator(
  {
    id: isPositiveInt,
    media_type: oneOf('movie', 'tv'),
    watchedAt: isFiniteNumber,
    progress: inRange(0, 100),
    genre_ids: optional(arrayOf(isFiniteNumber)),
  },
  { progress: 0 },
);
const list = (check: { safeParse: (v: unknown) => { success: boolean } }) => (data: unknown) =>
  Array.isArray(data) && data.every((item) => check.safeParse(item).success);

export const parsePaged = (data: unknown) => checkPaged(data);
export const parseVault = list(vaultItem);
export const parseHistory = list(historyEntry);
