import { mkdtempSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/server/app';
import { getEmbeddedCatalogue } from '@/server/catalog/embedded/embedded-catalogue';
import { loadConfig } from '@/server/config';
import type { ProfilesHandle } from '@/server/profiles/profiles-handle';
import { standInBuild } from '@/server/testing/stand-in-build';
import { isForKids } from '@/shared/catalog/kids-rule';

/**
 * A kids device's first paint (issue 31): the server renders a page from catalogue answers it
 * asks its own API for with the visitor's cookies, so they are the kids profile's answers. The
 * stand-in renderer lists the titles it was given; the test-only profiles handle reads a kids
 * device from a cookie, as the real one reads the device's chosen profile.
 */
const STAND_IN = `
export async function createPageRenderer() {
  return async ({ url, answers }) => {
    const titles = Object.values(answers).flatMap((a) => [
      ...(a.results ?? []),
      ...(a.recommendations ? a.recommendations.results : []),
      ...(a.id ? [a] : []),
    ]);
    const given = titles.map((t) => (t.media_type ?? (t.title ? 'movie' : 'tv')) + ':' + t.id);
    return {
      html: '<p id="given">' + given.join(',') + '</p>',
      queries: {},
      seeded: {},
      status: 200,
      failures: [],
    };
  };
}`;

const catalogue = getEmbeddedCatalogue();
const passes = (key: string) => {
  const [media, id] = key.split(':');
  return media === 'movie'
    ? isForKids('movie', catalogue.filmById.get(Number(id))?.mpaa_rating)
    : isForKids('tv', catalogue.seriesById.get(Number(id))?.tv_rating);
};
const profiles: Pick<ProfilesHandle, 'viewerOf'> = {
  viewerOf: async (request) => ({ kids: /(?:^|; )test-kids=1/.test(request.headers.cookie ?? '') }),
};

describe('a page rendered on the server for a kids profile', () => {
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    const { root, clientDir } = standInBuild('nexus-kids-dist-', STAND_IN);
    app = await buildApp({
      // With accounts off every visitor's page gets its data; the kids device is the cookie's.
      config: loadConfig({
        LOG_LEVEL: 'silent',
        AUTH_MODE: 'anonymous',
        DATA_DIR: mkdtempSync(path.join(root, 'd-')),
      }),
      clientDir,
      viewers: profiles,
    });
  });
  afterAll(() => app.close());

  const given = async (url: string, kids: boolean) => {
    const res = await app.inject({
      url,
      headers: { host: 'nexus.test', ...(kids ? { cookie: 'test-kids=1' } : {}) },
    });
    expect(res.statusCode).toBe(200);
    const list = /<p id="given">(.*?)<\/p>/.exec(res.body)![1]!;
    return list ? list.split(',') : [];
  };

  it('is drawn from the kids answers only', async () => {
    const grownUp = await given('/browse', false);
    expect(grownUp.some((key) => !passes(key))).toBe(true);
    const kids = await given('/browse', true);
    expect(kids.length).toBeGreaterThan(0);
    expect(kids.every(passes)).toBe(true);
  });

  it("is compressed for the browser, like any page that is nobody's", async () => {
    const res = await app.inject({
      url: '/browse',
      headers: { host: 'nexus.test', 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('<p id="given">movie:');
  });

  it('holds nothing of a title the kids profile may not see, and only kids titles beside one it may', async () => {
    const adult = catalogue.films.find((f) => f.title === 'Pulp Fiction')!;
    expect(await given(`/movie/${adult.id}`, false)).toContain(`movie:${adult.id}`);
    expect(await given(`/movie/${adult.id}`, true)).toEqual([]);
    const toyStory = catalogue.films.find((f) => f.title === 'Toy Story')!;
    const kids = await given(`/movie/${toyStory.id}`, true);
    expect(kids).toContain(`movie:${toyStory.id}`);
    expect(kids.length).toBeGreaterThan(1);
    expect(kids.every(passes)).toBe(true);
  });
});
