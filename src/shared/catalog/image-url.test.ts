import { describe, expect, it } from 'vitest';
import { imageSizes, imageUrl, tmdbImageSizes } from './image-url';

describe('image sizes', () => {
  it('asks TMDB only for sizes it documents for that kind of image', () => {
    const kindOf: Record<keyof typeof imageSizes, keyof typeof tmdbImageSizes> = {
      card: 'poster',
      detailPoster: 'poster',
      historyPoster: 'poster',
      savedPoster: 'poster',
      smallPoster: 'poster',
      heroBackdrop: 'backdrop',
      episodeStill: 'still',
      castProfile: 'profile',
    };
    for (const [place, size] of Object.entries(imageSizes)) {
      const documented: readonly string[] = tmdbImageSizes[kindOf[place as keyof typeof kindOf]];
      expect(documented, place).toContain(size);
    }
  });

  it('uses w500 for cards, w185 for history and w342 for saved titles', () => {
    const template = 'https://image.tmdb.org/t/p/{size}/abc.jpg';
    expect(imageUrl(template, 'poster', imageSizes.card)).toBe(
      'https://image.tmdb.org/t/p/w500/abc.jpg',
    );
    expect(imageSizes.historyPoster).toBe('w185');
    expect(imageSizes.savedPoster).toBe('w342');
  });

  it('leaves our size-independent art as it is, and gives null for no image', () => {
    expect(imageUrl('/api/art/poster/movie/1.svg', 'poster', 'w500')).toBe(
      '/api/art/poster/movie/1.svg',
    );
    expect(imageUrl(null, 'poster', 'w500')).toBeNull();
  });
});
