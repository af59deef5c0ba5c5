import { describe, expect, it } from 'vitest';
import { routeFor, type RequestRoute } from './request-routes';

const origin = 'https://nexus.example';
const facts = (path: string, mode = 'cors', method = 'GET') => ({
  url: new URL(path, origin),
  method,
  mode,
  origin,
});

describe('what the service worker does with a request', () => {
  it.each<[string, string, string, RequestRoute]>([
    ['a page', '/vault', 'navigate', 'page'],
    ['a title page with its query', '/movie/603?play=1', 'navigate', 'page'],
    ['the home page', '/', 'navigate', 'page'],
    ['a catalogue answer', '/api/catalog/trending/movie/week?page=1', 'cors', 'catalog'],
    ['a title answer', '/api/catalog/movie/603', 'cors', 'catalog'],
    ['generated art', '/api/art/poster/movie/603.svg', 'no-cors', 'art'],
  ])('%s: %s', (_, path, mode, expected) => {
    expect(routeFor(facts(path, mode))).toBe(expected);
  });

  // Personal or live answers never go into a cache: a shared browser would show them to the
  // next person, and a stale one would be wrong.
  it.each([
    ['the session', '/api/auth/get-session'],
    ['the library', '/api/library/changes?after=0'],
    ['the library stream', '/api/library/stream'],
    ['the chat', '/api/chat/history'],
    ['the stream frame', '/embed/demo/movie/603'],
    ['the health check', '/healthz'],
  ])('%s goes to the network only', (_, path) => {
    expect(routeFor(facts(path))).toBe('network');
    expect(routeFor(facts(path, 'navigate'))).toBe('network');
  });

  it('never stores what is not a GET of our own origin', () => {
    expect(routeFor(facts('/api/catalog/match', 'cors', 'POST'))).toBe('network');
    expect(
      routeFor({
        ...facts('/api/catalog/movie/1'),
        url: new URL('https://image.tmdb.org/t/p/w500/a.jpg'),
      }),
    ).toBe('network');
    expect(
      routeFor({ ...facts('/vault', 'navigate'), url: new URL('https://elsewhere.example/vault') }),
    ).toBe('network');
  });

  it('does not stand the shell in for files or the shell itself', () => {
    expect(routeFor(facts('/manifest.webmanifest', 'navigate'))).toBe('network');
    expect(routeFor(facts('/app-shell.html', 'navigate'))).toBe('network');
    expect(routeFor(facts('/assets/index-abc.js', 'navigate'))).toBe('network');
  });
});
