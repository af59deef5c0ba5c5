import { describe, expect, it } from 'vitest';
import { LruCache } from './lru-cache';

describe('LruCache', () => {
  it('evicts the least recently used entry past the entry cap', () => {
    const lru = new LruCache<number>(2);
    lru.set('a', 1);
    lru.set('b', 2);
    expect(lru.get('a')).toBe(1); // a is now the most recent
    lru.set('c', 3);
    expect(lru.peek('b')).toBeUndefined();
    expect([lru.peek('a'), lru.peek('c'), lru.size]).toEqual([1, 3, 2]);
  });

  it('evicts by byte size and skips values bigger than the whole cache', () => {
    const lru = new LruCache<string>(100, 10);
    lru.set('a', 'x', 4);
    lru.set('b', 'y', 4);
    lru.set('c', 'z', 4);
    expect(lru.peek('a')).toBeUndefined();
    expect(lru.totalBytes).toBe(8);
    lru.set('huge', 'w', 11);
    expect(lru.peek('huge')).toBeUndefined();
    expect(lru.size).toBe(2);
  });

  it('replacing a key keeps the byte count right', () => {
    const lru = new LruCache<string>(10, 100);
    lru.set('a', 'x', 30);
    lru.set('a', 'y', 10);
    expect(lru.totalBytes).toBe(10);
    lru.delete('a');
    expect(lru.totalBytes).toBe(0);
  });
});
