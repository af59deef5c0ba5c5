import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  imdbUrl,
  isAllowedVideoUrl,
  openVideoUrl,
  safeHttpUrl,
  tmdbUrl,
  trailerUrl,
} from './external-link';

afterEach(() => vi.restoreAllMocks());

describe('the video-site allowlist', () => {
  it.each([
    'https://www.youtube.com/watch?v=abc',
    'https://youtube.com/watch?v=abc',
    'https://youtu.be/abc',
    'https://WWW.YouTube.com/watch?v=abc',
  ])('allows %s', (url) => expect(isAllowedVideoUrl(url)).toBe(true));

  it.each([
    ['javascript: URL', 'javascript:alert(1)'],
    ['javascript: URL dressed as the host', 'javascript://www.youtube.com/%0aalert(1)'],
    ['data: URL', 'data:text/html,<script>alert(1)</script>'],
    ['look-alike suffix', 'https://youtube.com.evil.com/watch?v=abc'],
    ['look-alike prefix', 'https://evilyoutube.com/watch?v=abc'],
    ['other subdomain', 'https://m.youtube.com/watch?v=abc'],
    ['user-info trick', 'https://youtube.com@evil.com/watch?v=abc'],
    ['user-info on the real host', 'https://evil.com:pw@www.youtube.com/watch?v=abc'],
    ['backslash trick', 'https://evil.com\\@www.youtube.com/'],
    ['plain http', 'http://www.youtube.com/watch?v=abc'],
    ['odd port', 'https://www.youtube.com:8443/watch?v=abc'],
    ['relative URL', '/watch?v=abc'],
    ['empty', ''],
  ])('blocks a %s', (_label, url) => expect(isAllowedVideoUrl(url)).toBe(false));
});

describe('the trailer URL', () => {
  it('URL-encodes the key so it cannot change the path or query', () => {
    const url = trailerUrl('a&b=c/../#x');
    expect(url).toBe('https://www.youtube.com/watch?v=a%26b%3Dc%2F..%2F%23x');
    expect(new URL(url).searchParams.get('v')).toBe('a&b=c/../#x');
    expect(isAllowedVideoUrl(url)).toBe(true);
  });
});

describe('openVideoUrl', () => {
  it('opens allowed URLs without opener or referrer at 1200x800', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    expect(openVideoUrl('https://youtu.be/abc')).toBe(true);
    expect(open).toHaveBeenCalledWith(
      'https://youtu.be/abc',
      '_blank',
      'noopener,noreferrer,width=1200,height=800',
    );
  });

  it('blocks other URLs with a console warning and opens nothing', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(openVideoUrl('https://youtube.com@evil.com/')).toBe(false);
    expect(open).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Blocked'));
  });
});

describe('plain outbound links', () => {
  it('keeps http(s) homepages and drops everything else', () => {
    expect(safeHttpUrl('https://www.warnerbros.com/movies/matrix')).toBe(
      'https://www.warnerbros.com/movies/matrix',
    );
    expect(safeHttpUrl('http://example.com')).toBe('http://example.com/');
    expect(safeHttpUrl('javascript:alert(1)')).toBeNull();
    expect(safeHttpUrl('https://user:pw@example.com')).toBeNull();
    expect(safeHttpUrl('')).toBeNull();
    expect(safeHttpUrl(null)).toBeNull();
  });

  it('builds IMDb links only from real IMDb ids', () => {
    expect(imdbUrl('tt0133093')).toBe('https://www.imdb.com/title/tt0133093/');
    expect(imdbUrl('tt0133093/../../evil')).toBeNull();
    expect(imdbUrl(null)).toBeNull();
  });

  it('builds movie-database links', () => {
    expect(tmdbUrl('movie', 603)).toBe('https://www.themoviedb.org/movie/603');
  });
});
