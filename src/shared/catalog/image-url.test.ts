import { describe, expect, it } from 'vitest';
import * as sizes from './image-url';
import { imageUrl, tmdbImageSizes } from './image-url';

describe('image sizes', () => {
  it('asks TMDB only for sizes it documents for that kind of image', () => {
    const kindOf = {
      CARD_POSTER: 'poster',
      DETAIL_POSTER: 'poster',
      HISTORY_POSTER: 'poster',
      SAVED_POSTER: 'poster',
      SMALL_POSTER: 'poster',
      HERO_BACKDROP: 'backdrop',
      EPISODE_STILL: 'still',
      CAST_PROFILE: 'profile',
    } as const;
    for (const [place, kind] of Object.entries(kindOf)) {
      const documented: readonly string[] = tmdbImageSizes[kind];
      expect(documented, place).toContain(sizes[place as keyof typeof kindOf]);
    }
  });

  it('uses w500 for cards, w185 for history and w342 for saved titles', () => {
    const template = 'https://image.tmdb.org/t/p/{size}/abc.jpg';
    expect(imageUrl(template, 'poster', sizes.CARD_POSTER)).toBe(
      'https://image.tmdb.org/t/p/w500/abc.jpg',
    );
    expect(sizes.HISTORY_POSTER).toBe('w185');
    expect(sizes.SAVED_POSTER).toBe('w342');
  });

  it('leaves our size-independent art as it is, and gives null for no image', () => {
    expect(imageUrl('/api/art/poster/movie/1.svg', 'poster', 'w500')).toBe(
      '/api/art/poster/movie/1.svg',
    );
    expect(imageUrl(null, 'poster', 'w500')).toBeNull();
  });
});
