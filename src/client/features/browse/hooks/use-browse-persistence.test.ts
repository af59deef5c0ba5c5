import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  BROWSE_CACHE_KEY,
  BROWSE_CACHE_MAX_AGE_MS,
  BROWSE_CACHE_MAX_ENTRY_CHARS,
  restoreBrowseCache,
  subscribeBrowseCache,
} from './use-browse-persistence';

const page = { page: 1, total_pages: 1, total_results: 1, results: [{ id: 1 }] };
const listKey = ['catalog', 'list', 'movie', 'popular'];

/** Fills a client the way the browse page does, waits for the throttled save, returns the text. */
async function savedFrom(fill: (client: QueryClient) => void) {
  vi.useFakeTimers();
  const client = new QueryClient();
  const stop = subscribeBrowseCache(client);
  fill(client);
  vi.advanceTimersByTime(600);
  stop();
  vi.useRealTimers();
  return localStorage.getItem(BROWSE_CACHE_KEY);
}

afterEach(() => vi.useRealTimers());

describe('the browse pages saved tab lists', () => {
  it('saves tab lists only: no searches, no other queries', async () => {
    const text = await savedFrom((client) => {
      client.setQueryData(listKey, { pages: [page], pageParams: [1] });
      client.setQueryData(['catalog', 'search', 'movie', 'alien'], {
        pages: [page],
        pageParams: [1],
      });
      client.setQueryData(['titles', 'movie', 1], { id: 1 });
    });
    const saved = JSON.parse(text!) as { clientState: { queries: { queryKey: unknown[] }[] } };
    expect(saved.clientState.queries.map((q) => q.queryKey)).toEqual([listKey]);
  });

  it('does not keep an answer over 1,000,000 characters, and keeps the others', async () => {
    const bigKey = ['catalog', 'list', 'tv', 'popular'];
    const big = {
      ...page,
      results: [{ id: 2, overview: 'x'.repeat(BROWSE_CACHE_MAX_ENTRY_CHARS) }],
    };
    const text = await savedFrom((client) => {
      client.setQueryData(listKey, { pages: [page], pageParams: [1] });
      client.setQueryData(bigKey, { pages: [big], pageParams: [1] });
    });
    const saved = JSON.parse(text!) as { clientState: { queries: { queryKey: unknown[] }[] } };
    expect(saved.clientState.queries.map((q) => q.queryKey)).toEqual([listKey]);
  });

  it('restores lists younger than 10 minutes and drops older ones', async () => {
    const text = await savedFrom((client) =>
      client.setQueryData(listKey, { pages: [page], pageParams: [1] }),
    );
    const { timestamp } = JSON.parse(text!) as { timestamp: number };

    const fresh = new QueryClient();
    restoreBrowseCache(fresh, timestamp + BROWSE_CACHE_MAX_AGE_MS - 1000);
    expect(fresh.getQueryData(listKey)).toMatchObject({ pages: [page] });

    const late = new QueryClient();
    restoreBrowseCache(late, timestamp + BROWSE_CACHE_MAX_AGE_MS + 1000);
    expect(late.getQueryData(listKey)).toBeUndefined();
    expect(localStorage.getItem(BROWSE_CACHE_KEY)).toBeNull();
  });

  it('keeps a list the page was drawn with, but does not save again what it restored', () => {
    vi.useFakeTimers();
    localStorage.removeItem(BROWSE_CACHE_KEY);
    // Drawn with the server's list: saved without any further change.
    const drawn = new QueryClient();
    drawn.setQueryData(listKey, { pages: [page], pageParams: [1] });
    const stop = subscribeBrowseCache(drawn, restoreBrowseCache(drawn));
    vi.advanceTimersByTime(600);
    stop();
    const text = localStorage.getItem(BROWSE_CACHE_KEY);
    expect(text).toContain('"popular"');

    // A later visit restores it: nothing newer, so its age is left as it was.
    vi.advanceTimersByTime(60_000);
    const later = new QueryClient();
    const stopLater = subscribeBrowseCache(later, restoreBrowseCache(later));
    vi.advanceTimersByTime(600);
    stopLater();
    expect(later.getQueryData(listKey)).toMatchObject({ pages: [page] });
    expect(localStorage.getItem(BROWSE_CACHE_KEY)).toBe(text);
  });

  it('keeps a list the page was drawn with that the saved copy lacks, however old its answer', () => {
    vi.useFakeTimers();
    localStorage.removeItem(BROWSE_CACHE_KEY);
    // The saved copy holds another list (the home view's trending row, saved a moment ago)...
    const home = new QueryClient();
    const trendingKey = ['catalog', 'list', 'movie', 'trending'];
    home.setQueryData(trendingKey, { pages: [page], pageParams: [1] });
    const stopHome = subscribeBrowseCache(home);
    vi.advanceTimersByTime(600);
    stopHome();
    // ...and the page is drawn from a render the server made for everyone 20 s before it.
    const drawn = new QueryClient();
    drawn.setQueryData(
      listKey,
      { pages: [page], pageParams: [1] },
      { updatedAt: Date.now() - 20_000 },
    );
    const stop = subscribeBrowseCache(drawn, restoreBrowseCache(drawn));
    vi.advanceTimersByTime(600);
    stop();
    const text = localStorage.getItem(BROWSE_CACHE_KEY)!;
    expect(text).toContain('"popular"');
    expect(text).toContain('"trending"');
  });

  it('sets a damaged saved cache aside instead of breaking the page', () => {
    localStorage.setItem(BROWSE_CACHE_KEY, '{"timestamp":"soon"}');
    const client = new QueryClient();
    expect(() => restoreBrowseCache(client)).not.toThrow();
    expect(client.getQueryCache().getAll()).toHaveLength(0);
    expect(
      Object.keys(localStorage).some((k) => k.startsWith(`nexus_corrupt_${BROWSE_CACHE_KEY}_`)),
    ).toBe(true);
  });
});
