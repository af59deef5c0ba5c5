import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { preloadRoutes, preloadTags, routeModuleLinks } from './route-preloads';

const manifest = {
  'index.html': { file: 'assets/index-a.js', isEntry: true, imports: ['_vendor.js'] },
  '_vendor.js': { file: 'assets/vendor-b.js' },
  '_card.js': { file: 'assets/card-c.js', imports: ['_vendor.js', '_star.js'] },
  '_star.js': { file: 'assets/star-d.js' },
  'src/client/app/routes/browse-route.tsx': {
    file: 'assets/browse-route-e.js',
    imports: ['index.html', '_vendor.js', '_card.js'],
  },
  'src/client/app/routes/movie-detail-route.tsx': {
    file: 'assets/movie-detail-route-f.js',
    imports: ['index.html', '_card.js'],
  },
};
const links = routeModuleLinks(manifest);
const signedIn = { accounts: true, hasSession: true };
const signedOut = { accounts: true, hasSession: false };

describe('route preloads', () => {
  it("preloads a page's chunks and what they import, but not the entry's own chunks", () => {
    const tags = preloadTags('/browse', links, signedIn);
    expect(tags).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/browse-route-e.js" />',
    );
    expect(tags).toContain('href="/assets/card-c.js"');
    expect(tags).toContain('href="/assets/star-d.js"');
    expect(tags).not.toContain('vendor-b.js');
    expect(tags).not.toContain('index-a.js');
  });

  it('asks for the session first, then the first data of a signed-in page', () => {
    const tags = preloadTags('/movie/603', links, signedIn);
    const session = '<link rel="preload" as="fetch" crossorigin href="/api/auth/get-session" />';
    const detail = '<link rel="preload" as="fetch" crossorigin href="/api/catalog/movie/603" />';
    expect(tags.indexOf(session)).toBe(0);
    expect(tags.indexOf(detail)).toBeGreaterThan(0);
    expect(tags.indexOf(detail)).toBeLessThan(tags.indexOf('modulepreload'));
    expect(preloadTags('/browse', links, signedIn)).toContain(
      'href="/api/catalog/trending/movie/week?page=1"',
    );
  });

  it('fetches no page data for a visitor without a session, who is sent to sign in', () => {
    const tags = preloadTags('/movie/603', links, signedOut);
    expect(tags).toContain('/api/auth/get-session');
    expect(tags).not.toContain('/api/catalog/');
    expect(tags).toContain('movie-detail-route-f.js');
  });

  it('with accounts off there is no session to ask for, and every page is open', () => {
    const tags = preloadTags('/browse', links, { accounts: false, hasSession: false });
    expect(tags).not.toContain('get-session');
    expect(tags).toContain('/api/catalog/trending/movie/week?page=1');
  });

  it('preloads nothing page-specific for ids the page would reject or unknown paths', () => {
    for (const path of ['/movie/abc', '/movie/0', '/movie/12/extra', '/nowhere']) {
      expect(preloadTags(path, links, signedIn)).toBe(
        '<link rel="preload" as="fetch" crossorigin href="/api/auth/get-session" />',
      );
    }
  });

  it('names only page modules that the client router really loads', () => {
    const router = readFileSync('src/client/app/router.tsx', 'utf8');
    for (const route of preloadRoutes) {
      const name = route.module.replace('src/client/app/routes/', './routes/').replace('.tsx', '');
      expect(router).toContain(`import('${name}')`);
    }
  });
});
