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
