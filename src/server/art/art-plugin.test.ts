import { describe, expect, it } from 'vitest';
import { getEmbeddedCatalogue } from '@/server/catalog/embedded/embedded-catalogue';
import { useTestApp } from '@/server/testing/use-test-app';
import { escapeXml, wrapText } from './art-text';
import { backdropSvg, posterSvg, profileSvg, stillSvg } from './svg-art';

/** A well-formedness check strict enough for our output: balanced tags and only known entities. */
function assertWellFormedSvg(svg: string) {
  expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  expect(svg.endsWith('</svg>')).toBe(true);
  const stack: string[] = [];
  for (const match of svg.matchAll(/<(\/?)([a-zA-Z]+)([^<>]*?)(\/?)>/g)) {
    const [, close, name, attrs, selfClose] = match;
    expect(attrs?.includes('<')).toBe(false);
    if (selfClose) continue;
    if (close) expect(stack.pop()).toBe(name);
    else stack.push(name!);
  }
  expect(stack).toEqual([]);
  // No stray "&" or "<" in text: every & starts an entity, every < starts a tag.
  expect(svg.replace(/&(amp|lt|gt|quot|apos);/g, '')).not.toMatch(/&/);
  expect(svg.replace(/<\/?[a-zA-Z][^<>]*>/g, '')).not.toMatch(/[<>]/);
}

describe('svg art', () => {
  const nasty = 'Tom & Jerry <3 "Live" \'n\' </svg><script>';

  it.each([
    ['poster', posterSvg('s', nasty, '2010 · <Drama>')],
    ['backdrop', backdropSvg('s', nasty, 'x & y')],
    ['still', stillSvg('s', nasty, 'S1 · E1')],
    ['profile', profileSvg('s', nasty)],
  ])('%s stays well-formed and small with < & " in the title', (_, svg) => {
    assertWellFormedSvg(svg);
    expect(svg).not.toContain('<script');
    expect(svg).toContain('&lt;3');
    expect(Buffer.byteLength(svg)).toBeLessThan(3 * 1024);
  });

  it('is deterministic per seed and differs between titles', () => {
    expect(posterSvg('movie|1|A', 'A', 'x')).toBe(posterSvg('movie|1|A', 'A', 'x'));
    const styles = new Set(['a', 'b', 'c', 'd', 'e', 'f'].map((t) => posterSvg(t, 'Same', 'x')));
    expect(styles.size).toBeGreaterThan(1);
  });

  it('posters are 2:3 and backdrops 16:9', () => {
    expect(posterSvg('s', 't', 'x')).toContain('viewBox="0 0 200 300"');
    expect(backdropSvg('s', 't', 'x')).toContain('viewBox="0 0 640 360"');
  });

  it('wraps long titles into a few lines and escapes text', () => {
    expect(
      wrapText('Pirates of the Caribbean: Dead Man’s Chest', 14, 4).every((l) => l.length <= 14),
    ).toBe(true);
    expect(wrapText('a b c d e f g h i j k l m n o p', 3, 2)).toHaveLength(2);
    expect(escapeXml(`<a href="x">&'`)).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&apos;');
  });
});

describe('art endpoints', () => {
  const served = useTestApp();

  it('serves every image path the catalogue hands out as cacheable SVG', async () => {
    const catalogue = getEmbeddedCatalogue();
    const film = catalogue.films.find((f) => f.director)!;
    const paths = [
      film.poster_path!,
      film.backdrop_path!,
      `/api/art/profile/${catalogue.people.idOf(film.director!)}.svg`,
      catalogue.seriesById.get(1396)!.poster_path!,
      catalogue.seriesById.get(1396)!.backdrop_path!,
      '/api/art/still/1396/5/16.svg',
      '/api/art/scene/movies.svg',
    ];
    for (const url of paths) {
      const res = await served.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      assertWellFormedSvg(res.body);
    }
  });

  it('has page backgrounds only for the pages that use one', async () => {
    const scene = await served.app.inject('/api/art/scene/movies.svg');
    expect(scene.body).not.toContain('<text');
    expect((await served.app.inject('/api/art/scene/other.svg')).statusCode).toBe(400);
  });

  it('escapes real titles with & and quotes', async () => {
    const film = getEmbeddedCatalogue().films.find((f) => f.title.includes('&'))!;
    const res = await served.app.inject(film.poster_path!);
    expect(res.body).toContain('&amp;');
    assertWellFormedSvg(res.body);
  });

  it.each([
    ['/api/art/poster/movie/1.svg', 404],
    ['/api/art/poster/tv/4242.svg', 404],
    ['/api/art/still/1396/6/1.svg', 404],
    ['/api/art/still/1396/1/8.svg', 404],
    ['/api/art/profile/5.svg', 404],
    ['/api/art/poster/book/1396.svg', 400],
    ['/api/art/poster/tv/abc.svg', 400],
    ['/api/art/poster/tv/1396.png', 400],
  ])('%s answers %i in the error shape', async (url, status) => {
    const res = await served.app.inject(url);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({
      error: { code: expect.any(String), message: expect.any(String) },
    });
  });
});
