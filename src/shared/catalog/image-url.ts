/** Image sizes the server can hand out; TMDB's image host serves each of them. */
export type ImageSize = 'w185' | 'w300' | 'w500' | 'w1280' | 'original';

/**
 * Turns an image template from the catalogue API into a URL at the requested size.
 * Templates from TMDB carry `{size}`; our generated art is size-independent SVG.
 */
export function imageUrl(template: string | null | undefined, size: ImageSize): string | null {
  if (!template) return null;
  return template.replace('{size}', size);
}
