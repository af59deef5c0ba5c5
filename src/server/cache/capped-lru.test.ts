import { describe, expect, it } from 'vitest';
import { cappedLru } from './capped-lru';

describe('cappedLru', () => {
  const make = () => cappedLru<string>({ maxEntries: 3, maxBytes: 10, sizeOf: (v) => v.length });

  it('drops the least recently used past the entry cap', () => {
    const cache = make();
    cache.set('a', '1');
    cache.set('b', '1');
    cache.set('c', '1');
    cache.get('a');
    cache.set('d', '1');
    expect([...cache.keys()].sort()).toEqual(['a', 'c', 'd']);
  });

  it('keeps the bytes under the cap, and never keeps a value bigger than the cap', () => {
    const cache = make();
    cache.set('a', '12345');
    cache.set('b', '12345');
    cache.set('c', '123');
    expect(cache.calculatedSize).toBeLessThanOrEqual(10);
    expect(cache.has('a')).toBe(false);
    cache.set('huge', '12345678901');
    expect(cache.has('huge')).toBe(false);
    expect(cache.has('b')).toBe(true);
  });
});
