/**
 * Deterministic hashing and pseudo-randomness for the embedded catalogue. Ids, art and
 * episode runtimes must be identical on every start and every machine, so nothing here may
 * depend on Math.random, time or insertion order.
 */

/** FNV-1a, 32 bit: tiny, fast and well spread for short strings such as titles. */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A number in [0, 1) that depends only on the seed text. */
export function seededUnit(seed: string): number {
  // Mix once more (murmur3 finaliser) so that seeds differing in one character spread evenly.
  let h = fnv1a(seed);
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return (h >>> 0) / 2 ** 32;
}

/** A whole number in [min, max], inclusive, fixed by the seed. */
export function seededInt(seed: string, min: number, max: number): number {
  return min + Math.floor(seededUnit(seed) * (max - min + 1));
}
