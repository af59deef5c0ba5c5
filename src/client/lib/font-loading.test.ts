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
  it('on a first visit fetches the font once the page has settled, and switches at the first press', async () => {
    startFontLoading();
    expect(document.documentElement.dataset.font).toBeUndefined();
    await vi.advanceTimersByTimeAsync(2500);
    expect(load).toHaveBeenCalledWith('1em "JetBrains Mono Variable"');
    expect(localStorage.getItem(storageKeys.fontCached)).toBe('true');
    // Loaded, but nobody has pressed anything: the page's first view is left as it was painted.
    expect(document.documentElement.dataset.font).toBeUndefined();
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown' }));
    expect(document.documentElement.dataset.font).toBe('');
  });

  it('switches when the font arrives if the visitor pressed something before', async () => {
    startFontLoading();
    window.dispatchEvent(new Event('pointerdown'));
    expect(document.documentElement.dataset.font).toBeUndefined();
    await vi.advanceTimersByTimeAsync(2500);
    expect(document.documentElement.dataset.font).toBe('');
  });

  it('never switches to a font that did not load', async () => {
    load.mockResolvedValueOnce([]);
    startFontLoading();
    window.dispatchEvent(new Event('pointerdown'));
    await vi.advanceTimersByTimeAsync(2500);
    expect(document.documentElement.dataset.font).toBeUndefined();
    expect(localStorage.getItem(storageKeys.fontCached)).toBeNull();
  });

  it('uses the font as soon as the app starts once the browser has it', () => {
    localStorage.setItem(storageKeys.fontCached, 'true');
    startFontLoading();
    expect(document.documentElement.dataset.font).toBe('');
  });
});
