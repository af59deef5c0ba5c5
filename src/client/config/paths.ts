/** Every route of the app, once. Links and redirects use these, never string literals. */
export const paths = {
  landing: '/',
  browse: '/browse',
  movies: '/movies',
  tvShows: '/tv-shows',
  movie: (id: number | string) => `/movie/${id}`,
  tv: (id: number | string) => `/tv/${id}`,
  chat: '/neural-chat',
  vault: '/vault',
  myList: '/my-list',
  profile: '/profile',
  account: '/account',
  error: '/error',
} as const;

/** Detail page of any title. */
export function titlePath(mediaType: 'movie' | 'tv', id: number | string) {
  return mediaType === 'movie' ? paths.movie(id) : paths.tv(id);
}
