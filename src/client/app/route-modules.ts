import { lazy, type ComponentType } from 'react';

/**
 * Every page's module. The browser loads each as its own chunk when its route is first shown;
 * the server's page renderer loads them all at start, so it renders any route at once
 * (src/client/entry-server.tsx). One table for both, so they can never disagree.
 */
export const routeModules = {
  landing: () => import('./routes/landing-route'),
  browse: () => import('./routes/browse-route'),
  movies: () => import('./routes/movies-route'),
  tvShows: () => import('./routes/tv-shows-route'),
  movieDetail: () => import('./routes/movie-detail-route'),
  tvDetail: () => import('./routes/tv-detail-route'),
  person: () => import('./routes/person-route'),
  chat: () => import('./routes/chat-route'),
  vault: () => import('./routes/vault-route'),
  calendar: () => import('./routes/calendar-route'),
  profile: () => import('./routes/profile-route'),
  profiles: () => import('./routes/profiles-route'),
  account: () => import('./routes/account-route'),
  watchMovie: () => import('./routes/watch-movie-route'),
  watchTv: () => import('./routes/watch-tv-route'),
  joinRoom: () => import('./routes/join-room-route'),
  roomInvite: () => import('./routes/room-invite-route'),
  error: () => import('./routes/error-route'),
  notFound: () => import('./routes/not-found-route'),
} satisfies Record<string, () => Promise<{ default: ComponentType }>>;

type RouteName = keyof typeof routeModules;
export type RouteComponents = Record<RouteName, ComponentType>;
const names = Object.keys(routeModules) as RouteName[];

/** The browser's table: each page a lazy chunk. */
export function lazyRouteComponents(): RouteComponents {
  const pages = {} as RouteComponents;
  for (const name of names) pages[name] = lazy(routeModules[name]);
  return pages;
}

/** The server's table: every page loaded, so nothing suspends while a page renders. */
export async function loadedRouteComponents(): Promise<RouteComponents> {
  const pages = {} as RouteComponents;
  await Promise.all(
    names.map(async (name) => {
      pages[name] = (await routeModules[name]()).default;
    }),
  );
  return pages;
}
