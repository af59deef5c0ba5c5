import { describe, expect, it } from 'vitest';
import { buildEmbedUrl, templateOrigin } from './embed-url';
import { demoProvider } from './provider-schema';

describe('buildEmbedUrl', () => {
  it('fills the demo templates, with a start time', () => {
    expect(buildEmbedUrl(demoProvider, { type: 'movie', id: 550, start: 18.7 })).toBe(
      '/embed/movie/550?start=18',
    );
    expect(buildEmbedUrl(demoProvider, { type: 'tv', id: 1396, season: 2, episode: 3 })).toBe(
      '/embed/tv/1396/2/3',
    );
  });

  it('drops only the start parameter when there is no start time', () => {
    const provider = {
      movieUrl: 'https://p.example/movie?tmdb={id}&t={start}&autoplay=1',
      tvUrl: '',
    };
    expect(buildEmbedUrl(provider, { type: 'movie', id: 7 })).toBe(
      'https://p.example/movie?tmdb=7&autoplay=1',
    );
    expect(buildEmbedUrl(provider, { type: 'movie', id: 7, start: 90 })).toBe(
      'https://p.example/movie?tmdb=7&t=90&autoplay=1',
    );
  });

  it('defaults season and episode to 1 and gives an empty URL for what it cannot build', () => {
    expect(buildEmbedUrl(demoProvider, { type: 'tv', id: 1 })).toBe('/embed/tv/1/1/1');
    expect(buildEmbedUrl(demoProvider, { type: 'movie', id: Number.NaN })).toBe('');
    expect(buildEmbedUrl(demoProvider, { type: 'tv', id: 1, season: 0, episode: 1 })).toBe('');
    expect(buildEmbedUrl({ movieUrl: '', tvUrl: '' }, { type: 'movie', id: 1 })).toBe('');
  });
});

describe('templateOrigin', () => {
  it('gives the origin of absolute templates only', () => {
    expect(templateOrigin('https://vid.example:8443/embed/{id}')).toBe('https://vid.example:8443');
    expect(templateOrigin('/embed/movie/{id}')).toBeNull();
  });
});
