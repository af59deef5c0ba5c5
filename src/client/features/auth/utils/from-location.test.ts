import { describe, expect, it } from 'vitest';
import { fromLocation } from './from-location';

describe('fromLocation', () => {
  it('returns a path on this site', () => {
    expect(fromLocation({ from: '/movie/42?tab=cast' })).toBe('/movie/42?tab=cast');
  });
  it.each([
    null,
    undefined,
    {},
    { from: 7 },
    { from: '//evil.test/x' },
    { from: 'https://evil.test' },
    { from: '/' },
  ])('falls back to /browse for %j', (state) => expect(fromLocation(state)).toBe('/browse'));
});
