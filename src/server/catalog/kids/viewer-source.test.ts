import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { CatalogSource } from '@/server/catalog/catalog-source';
import { createEmbeddedSource } from '@/server/catalog/embedded/embedded-source';
import type { HttpError } from '@/server/http/errors';
import { viewerSources } from './viewer-source';

const request = {} as FastifyRequest;
const kids = { viewerOf: async () => ({ kids: true }) };
const grownUp = { viewerOf: async () => ({ kids: false }) };

describe('the catalogue each viewer gets', () => {
  const embedded = createEmbeddedSource();

  it('is the source for a grown-up or without profiles, its kids view for a kids profile', async () => {
    expect(await viewerSources(embedded)(request)).toEqual({ source: embedded, kids: false });
    expect(await viewerSources(embedded, grownUp)(request)).toEqual({
      source: embedded,
      kids: false,
    });
    expect(await viewerSources(embedded, kids)(request)).toEqual({
      source: embedded.kids,
      kids: true,
    });
  });

  it('shows a kids profile nothing of a source without a kids view, never the grown-ups’ answers', async () => {
    const { kids: _none, ...withoutKids } = embedded;
    const { source } = await viewerSources(withoutKids as CatalogSource, kids)(request);
    expect(source).not.toBe(withoutKids);
    expect((await source.list('movie', 'popular', 1)).results).toEqual([]);
    expect((await source.search('multi', 'the', 1)).results).toEqual([]);
    expect((await source.searchPeople('tom', 1)).results).toEqual([]);
    for (const refused of [source.movie(1), source.tv(1), source.season(1, 1), source.person(1)])
      await expect(refused).rejects.toMatchObject({
        statusCode: 403,
        code: 'not-on-this-profile',
      } satisfies Partial<HttpError>);
  });
});
