import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { buildEmbedUrl, needsImdbId } from '@/shared/player/embed-url';
import { streamProviderSchema } from './provider-config-schema';

describe('provider settings for real players', () => {
  const base = {
    id: 'acme',
    name: 'Acme',
    movieUrl: 'https://p.example/movie/{id}',
    tvUrl: 'https://p.example/tv/{id}/{season}/{episode}',
  };

  it('allows no sandbox, as "none" or false', () => {
    expect(v.parse(streamProviderSchema, { ...base, sandbox: 'none' }).sandbox).toBe('none');
    expect(v.parse(streamProviderSchema, { ...base, sandbox: false }).sandbox).toBe('none');
    expect(v.parse(streamProviderSchema, base).sandbox).toEqual([
      'allow-scripts',
      'allow-same-origin',
      'allow-presentation',
    ]);
    expect(v.safeParse(streamProviderSchema, { ...base, sandbox: true }).success).toBe(false);
  });

  it('takes several message origins, with a leading wildcard for mirrors', () => {
    const parsed = v.parse(streamProviderSchema, {
      ...base,
      messageOrigins: ['https://p.example', 'https://*.mirror.example'],
    });
    expect(parsed.messageOrigins).toHaveLength(2);
    expect(
      v.safeParse(streamProviderSchema, { ...base, messageOrigins: ['https://p.*.example'] })
        .success,
    ).toBe(false);
  });

  it('fills {imdb}, and gives no URL for a title without an IMDb id', () => {
    const imdb = { ...base, movieUrl: 'https://p.example/embed/{imdb}' };
    expect(v.safeParse(streamProviderSchema, imdb).success).toBe(true);
    expect(needsImdbId(imdb, 'movie')).toBe(true);
    expect(needsImdbId(imdb, 'tv')).toBe(false);
    expect(buildEmbedUrl(imdb, { type: 'movie', id: 550, imdbId: 'tt0137523' })).toBe(
      'https://p.example/embed/tt0137523',
    );
    expect(buildEmbedUrl(imdb, { type: 'movie', id: 550, imdbId: null })).toBe('');
    expect(buildEmbedUrl(imdb, { type: 'movie', id: 550, imdbId: 'javascript:x' })).toBe('');
  });
});
