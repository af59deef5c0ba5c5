import { describe, expect, it } from 'vitest';
import { readTab } from './browse-tab';

describe("a browse page's tab", () => {
  it('is the list its ?tab= names, popular when missing or unknown', () => {
    expect(readTab(null)).toBe('popular');
    expect(readTab('top_rated')).toBe('top_rated');
    expect(readTab('trending')).toBe('trending');
    expect(readTab('weird')).toBe('popular');
    expect(readTab('')).toBe('popular');
  });
});
