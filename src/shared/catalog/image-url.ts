/**
 * The sizes TMDB's image host documents for each kind of image (its configuration answer,
 * `images.poster_sizes` and the others). A size outside its kind's list is not served, so the
 * type only admits documented pairs. Our generated art is size-independent SVG.
 */
export const tmdbImageSizes = {
  poster: ['w92', 'w154', 'w185', 'w342', 'w500', 'w780', 'original'],
  backdrop: ['w300', 'w780', 'w1280', 'original'],
  still: ['w92', 'w185', 'w300', 'original'],
  profile: ['w45', 'w185', 'h632', 'original'],
  logo: ['w45', 'w92', 'w154', 'w185', 'w300', 'w500', 'original'],
} as const;

export type ImageKind = keyof typeof tmdbImageSizes;
export type ImageSize<K extends ImageKind = ImageKind> = (typeof tmdbImageSizes)[K][number];

/*
 * The sizes each place uses, one constant each (constants, not an object, so the bundler inlines
 * them): cards at w500 as the product rules say (docs/product.md#images); where they name a size
 * TMDB does not serve for posters (w200 for history, w300 for saved titles), the nearest documented
 * one.
 */
export const CARD_POSTER = 'w500' satisfies ImageSize<'poster'>;
export const DETAIL_POSTER = 'w500' satisfies ImageSize<'poster'>;
export const HISTORY_POSTER = 'w185' satisfies ImageSize<'poster'>;
export const SAVED_POSTER = 'w342' satisfies ImageSize<'poster'>;
export const SMALL_POSTER = 'w185' satisfies ImageSize<'poster'>;
export const HERO_BACKDROP = 'w1280' satisfies ImageSize<'backdrop'>;
export const EPISODE_STILL = 'w300' satisfies ImageSize<'still'>;
export const CAST_PROFILE = 'w185' satisfies ImageSize<'profile'>;
/** A streaming service's logo: shown at 32–40 px, so w92 covers a dense screen. */
export const PROVIDER_LOGO = 'w92' satisfies ImageSize<'logo'>;

/**
 * Turns an image template from the catalogue API into a URL at the requested size.
 * Templates from TMDB carry `{size}`.
 */
export function imageUrl<K extends ImageKind>(
  template: string | null | undefined,
  kind: K,
  size: ImageSize<K>,
): string | null {
  if (!template) return null;
  return template.replace('{size}', size);
}
