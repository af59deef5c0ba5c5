import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { routeChunkFiles } from './route-chunks';
import {
  bootstrapParts,
  DATA_WAIT_MS,
  pageHead as headParts,
  preloadRoutes,
  type HeadContext,
  type LocalAnswer,
} from './route-preloads';

/** The head as the page carries it: the bootstrap block, then the preloads. */
async function pageHead(path: string, ctx: HeadContext) {
  const head = await headParts(path, ctx);
  const { before, session, after } = bootstrapParts(head.boot);
  return { ...head, html: before + session + after + head.links };
}

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
const routeChunks = routeChunkFiles(manifest, preloadRoutes);
const user = '{"user":{"id":"u1","email":"ada@example.com","name":"Ada <b>"}}';
const answers: Record<string, string> = {
  '/api/auth/get-session': user,
  '/api/catalog/trending/movie/week?page=1': JSON.stringify({
    results: [7, 8, 9, 10].map((n) => ({ poster_path: `/api/art/poster/movie/${n}.svg` })),
  }),
  '/api/catalog/movie/603':
    '{"id":603,"title":"</script>","backdrop_path":"https://img.test/t/p/{size}/b.jpg"}',
  '/api/catalog/person/12345678': '{"id":12345678,"name":"Cillian Murphy"}',
};
const ok = (body: string): LocalAnswer => ({ status: 200, body, setCookie: [] });
const fetchLocal = async (path: string) =>
  path in answers ? ok(answers[path]!) : { status: 404, body: '{}', setCookie: [] };
const signedIn: HeadContext = {
  routeChunks,
  accounts: true,
  hasSession: true,
  language: 'en',
  fetchLocal,
};
const signedOut: HeadContext = { ...signedIn, hasSession: false };

/** The JSON block the client reads, parsed back. */
function bootstrap(html: string) {
  const text = /<script type="application\/json" id="nexus-bootstrap">(.*?)<\/script>/.exec(
    html,
  )?.[1];
  return JSON.parse(text!) as { session?: unknown; responses: Record<string, unknown> };
}

describe('the page head', () => {
  it("lists a page's chunks and what they import, but not the entry's own chunks", async () => {
    const head = await pageHead('/browse', signedIn);
    expect(head.chunks).toEqual([
      '/assets/browse-route-e.js',
      '/assets/card-c.js',
      '/assets/star-d.js',
    ]);
    // The page-start script asks for them once the page has painted: no preload tag for them.
    expect(head.html).not.toContain('modulepreload');
  });

  it('carries the session and first data of a signed-in page, and preloads its largest image', async () => {
    const head = await pageHead('/movie/603', signedIn);
    expect(head.personal).toBe(true);
    const boot = bootstrap(head.html);
    expect(boot.session).toEqual(JSON.parse(user));
    expect(boot.responses['/api/catalog/movie/603']).toMatchObject({ id: 603, title: '</script>' });
    expect(head.html).toContain(
      '<link rel="preload" as="image" fetchpriority="high" href="https://img.test/t/p/w1280/b.jpg" />',
    );
    const browse = await pageHead('/browse', signedIn);
    expect(browse.html).toContain(
      'as="image" fetchpriority="high" href="/api/art/poster/movie/7.svg"',
    );
  });

  it("carries a person page's data too (issue 30)", async () => {
    const head = await pageHead('/person/12345678', signedIn);
    const boot = bootstrap(head.html);
    expect(boot.responses['/api/catalog/person/12345678']).toMatchObject({
      name: 'Cillian Murphy',
    });
    expect(bootstrap((await pageHead('/person/abc', signedIn)).html).responses).toEqual({});
  });

  it("asks for the page's first data in the page's language (issue 33)", async () => {
    const asked: string[] = [];
    const recording = async (p: string) => (asked.push(p), fetchLocal(p));
    const french = { ...signedIn, language: 'fr' as const, fetchLocal: recording };
    await pageHead('/movie/603', french);
    await pageHead('/browse', french);
    await pageHead('/person/12345678', { ...french, language: 'pt-BR' });
    expect(asked.filter((p) => p.startsWith('/api/catalog/'))).toEqual([
      '/api/catalog/movie/603?language=fr',
      '/api/catalog/trending/movie/week?page=1&language=fr',
      '/api/catalog/person/12345678?language=pt-BR',
    ]);
  });

  it("renders a browse page with its tab's list, but not a search or a list of services", async () => {
    const asked: string[] = [];
    const recording = async (p: string) => (asked.push(p), fetchLocal(p));
    const ctx = { ...signedIn, fetchLocal: recording };
    for (const url of [
      '/movies',
      '/movies?tab=top_rated',
      '/tv-shows?tab=trending',
      '/tv-shows?tab=nonsense',
      '/movies?tab=popular&q=star',
      '/movies?q=%20%20',
      '/tv-shows?tab=popular&services=1',
    ])
      await headParts(url, ctx);
    expect(asked.filter((p) => p.startsWith('/api/catalog/'))).toEqual([
      '/api/catalog/movie/popular?page=1',
      '/api/catalog/movie/top_rated?page=1',
      '/api/catalog/trending/tv/week?page=1',
      '/api/catalog/tv/popular?page=1',
      '/api/catalog/movie/popular?page=1',
    ]);
    // Signed out, nothing is fetched: the page is the sign-in form.
    asked.length = 0;
    await headParts('/movies', { ...signedOut, fetchLocal: recording });
    expect(asked.filter((p) => p.startsWith('/api/catalog/'))).toEqual([]);
  });

  it('escapes the data so nothing in it can close the block', async () => {
    const { html } = await pageHead('/movie/603', signedIn);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).toContain('\\u003c/script>');
  });

  it('tells a visitor without a session cookie at once that nobody is signed in', async () => {
    let asked = 0;
    const head = await pageHead('/movie/603', {
      ...signedOut,
      fetchLocal: async (p) => (asked++, fetchLocal(p)),
    });
    expect(asked).toBe(0);
    expect(head.personal).toBe(false);
    expect(bootstrap(head.html)).toEqual({ session: { user: null }, responses: {} });
    expect(head.html).not.toContain('as="image"');
    expect(head.chunks).toContain('/assets/movie-detail-route-f.js');
  });

  it('loads no page data when the session cookie turns out to be stale', async () => {
    const stale = async (p: string) =>
      p.includes('session') ? ok('{"user":null}') : fetchLocal(p);
    const head = await pageHead('/browse', { ...signedIn, fetchLocal: stale });
    expect(head.personal).toBe(false);
    expect(bootstrap(head.html).responses).toEqual({});
  });

  it('with accounts off there is no session, and every page gets its data', async () => {
    const head = await pageHead('/browse', { ...signedIn, accounts: false, hasSession: false });
    const boot = bootstrap(head.html);
    expect(boot.session).toBeUndefined();
    expect(Object.keys(boot.responses)).toEqual(['/api/catalog/trending/movie/week?page=1']);
  });

  it('only preloads the data when the catalogue is slow, and leaves out what is missing', async () => {
    const slow = async (p: string) =>
      p.includes('session')
        ? fetchLocal(p)
        : new Promise<LocalAnswer>((resolve) =>
            setTimeout(() => resolve(ok('{}')), DATA_WAIT_MS * 4),
          );
    const head = await pageHead('/movie/603', { ...signedIn, fetchLocal: slow });
    expect(bootstrap(head.html).responses).toEqual({});
    expect(head.html).toContain(
      '<link rel="preload" as="fetch" crossorigin href="/api/catalog/movie/603" />',
    );
    const missing = await pageHead('/movie/404', signedIn);
    expect(bootstrap(missing.html).responses).toEqual({});
    expect(missing.html).not.toContain('rel="preload"');
  });

  it('prepares nothing page-specific for ids the page would reject or unknown paths', async () => {
    for (const path of ['/movie/abc', '/movie/0', '/movie/12/extra', '/nowhere']) {
      const { html } = await pageHead(path, signedIn);
      expect(bootstrap(html).responses).toEqual({});
      expect(html).not.toContain('<link');
    }
  });

  it('names only page modules that the client router really loads', () => {
    const router = readFileSync('src/client/app/route-modules.ts', 'utf8');
    for (const route of preloadRoutes) {
      const name = route.module.replace('src/client/app/routes/', './routes/').replace('.tsx', '');
      expect(router).toContain(`import('${name}')`);
    }
  });
});
