/** Every route of the app, once. Links and redirects use these, never string literals. */
export const paths = {
  landing: '/',
  browse: '/browse',
  movies: '/movies',
  tvShows: '/tv-shows',
  movie: (id: number | string) => `/movie/${id}`,
  tv: (id: number | string) => `/tv/${id}`,
  /** A person's films and series (issue 30). */
  person: (id: number | string) => `/person/${id}`,
  chat: '/neural-chat',
  vault: '/vault',
  /** 'Upcoming': the next episodes of the library's series, and the calendar feed (issue 34). */
  calendar: '/calendar',
  myList: '/my-list',
  profile: '/profile',
  /** "Who's watching?" and 'Manage profiles' (issue 31). */
  profiles: '/profiles',
  account: '/account',
  error: '/error',
  /** The shareable player page (the simpler player view). */
  watchMovie: (id: number | string) => `/watch/movie/${id}`,
  watchTv: (id: number | string, season: number, episode: number) =>
    `/watch/tv/${id}/${season}/${episode}`,
  /** Watch together (issue 35): 'Join a room' by code, and a room's link. */
  // The same as ROOM_PAGE_PATHS (shared/watch-together/room-paths.ts), kept literal so the first
  // page's script carries none of the room's protocol.
  joinRoom: '/watch-together',
  roomInvite: (token: string) => `/watch-together/${encodeURIComponent(token)}`,
} as const;

/** The shareable player link of a title; TV needs the episode. */
export function watchPath(
  type: 'movie' | 'tv',
  id: number,
  selection: { season: number | null; episode: number | null },
) {
  return type === 'movie'
    ? paths.watchMovie(id)
    : paths.watchTv(id, selection.season ?? 1, selection.episode ?? 1);
}

/** Detail page of any title. */
export function titlePath(mediaType: 'movie' | 'tv', id: number | string) {
  return mediaType === 'movie' ? paths.movie(id) : paths.tv(id);
}
