import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from './storage-keys';
import { startFontLoading } from './font-loading';

const load = vi.fn(async () => [{}] as FontFace[]);

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  delete document.documentElement.dataset.font;
  Object.defineProperty(document, 'fonts', { value: { load }, configurable: true });
  load.mockClear();
});
afterEach(() => vi.useRealTimers());

describe('font loading', () => {
  it('on a first visit waits until the page has settled, then remembers the font is cached', async () => {
    startFontLoading();
    expect(document.documentElement.dataset.font).toBeUndefined();
    await vi.advanceTimersByTimeAsync(2500);
    expect(document.documentElement.dataset.font).toBe('');
    expect(load).toHaveBeenCalledWith('1em "JetBrains Mono Variable"');
    expect(localStorage.getItem(storageKeys.fontCached)).toBe('true');
  });

  it('uses the font from the first paint once the browser has it', () => {
    localStorage.setItem(storageKeys.fontCached, 'true');
    startFontLoading();
    expect(document.documentElement.dataset.font).toBe('');
  });
});
