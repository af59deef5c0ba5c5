import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** Puts the server's JSON block into the page, as index.html would carry it. */
function serve(json: string) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'nexus-bootstrap';
  block.textContent = json;
  document.head.append(block);
}

beforeEach(() => {
  vi.resetModules();
  vi.restoreAllMocks();
});
afterEach(() => document.getElementById('nexus-bootstrap')?.remove());

describe('the page bootstrap', () => {
  it('hands out each answer once, so later requests go to the network', async () => {
    serve('{"responses":{"/api/catalog/movie/603":{"id":603}}}');
    const { takeBootstrapResponse } = await import('./bootstrap');
    expect(takeBootstrapResponse('/api/catalog/movie/603')).toEqual({ id: 603 });
    expect(takeBootstrapResponse('/api/catalog/movie/603')).toBeUndefined();
    expect(takeBootstrapResponse('/api/catalog/movie/604')).toBeUndefined();
  });

  it('hands the query cache the server rendered from over once, and its answers by path to the worker', async () => {
    const list = { page: 1, results: [{ id: 1 }] };
    const detail = { id: 603 };
    serve(
      JSON.stringify({
        queries: {
          mutations: [],
          queries: [
            {
              queryKey: ['catalog', 'list', 'movie', 'trending'],
              state: { data: { pages: [list], pageParams: [1] } },
            },
            { queryKey: ['titles', 'movie', 603], state: { data: detail } },
          ],
        },
        seeded: {
          '/api/catalog/trending/movie/week?page=1': ['catalog', 'list', 'movie', 'trending'],
          '/api/catalog/movie/603': ['titles', 'movie', 603],
        },
        responses: { '/api/catalog/tv/1': { id: 1 } },
      }),
    );
    const { inlinedAnswers, takeBootstrapQueries } = await import('./bootstrap');
    expect(takeBootstrapQueries()?.queries).toHaveLength(2);
    expect(takeBootstrapQueries()).toBeUndefined();
    expect(inlinedAnswers()).toEqual({
      '/api/catalog/trending/movie/week?page=1': list,
      '/api/catalog/movie/603': detail,
      '/api/catalog/tv/1': { id: 1 },
    });
  });

  it('gives the session answer once', async () => {
    serve('{"session":{"user":null},"responses":{}}');
    const { takeBootstrapSession } = await import('./bootstrap');
    expect(takeBootstrapSession()).toEqual({ user: null });
    expect(takeBootstrapSession()).toBeUndefined();
  });

  it('ignores an old answer: a page left open is not served stale data', async () => {
    serve('{"responses":{"/api/x":{"id":1}}}');
    vi.spyOn(performance, 'now').mockReturnValue(60_000);
    const { takeBootstrapResponse } = await import('./bootstrap');
    expect(takeBootstrapResponse('/api/x')).toBeUndefined();
  });

  it('treats a missing or broken block as no bootstrap at all', async () => {
    const missing = await import('./bootstrap');
    expect(missing.takeBootstrapSession()).toBeUndefined();
    vi.resetModules();
    serve('{not json');
    const broken = await import('./bootstrap');
    expect(broken.takeBootstrapResponse('/api/x')).toBeUndefined();
  });

  it('answers a GET from the bootstrap without a request', async () => {
    serve('{"responses":{"/api/catalog/tv/1399":{"id":1399}}}');
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { apiGet } = await import('./api-client');
    await expect(apiGet('/api/catalog/tv/1399')).resolves.toEqual({ id: 1399 });
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
