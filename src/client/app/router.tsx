import { lazy } from 'react';
import { BrowserRouter, Navigate } from '@/client/lib/router/router';
import { Route, Routes } from '@/client/lib/router/routes';
import { paths } from '@/client/config/paths';
import { ProtectedLayout } from './layouts/protected-layout';
import { RootLayout } from './layouts/root-layout';

// Every page is its own chunk. Declarative routes (not the data router) keep the first load
// inside the 100 KB budget: see docs/decisions/0002-own-router.md.
const LandingRoute = lazy(() => import('./routes/landing-route'));
const BrowseRoute = lazy(() => import('./routes/browse-route'));
const MoviesRoute = lazy(() => import('./routes/movies-route'));
const TvShowsRoute = lazy(() => import('./routes/tv-shows-route'));
const MovieDetailRoute = lazy(() => import('./routes/movie-detail-route'));
const TvDetailRoute = lazy(() => import('./routes/tv-detail-route'));
const PersonRoute = lazy(() => import('./routes/person-route'));
const ChatRoute = lazy(() => import('./routes/chat-route'));
const VaultRoute = lazy(() => import('./routes/vault-route'));
const ProfileRoute = lazy(() => import('./routes/profile-route'));
const AccountRoute = lazy(() => import('./routes/account-route'));
const WatchMovieRoute = lazy(() => import('./routes/watch-movie-route'));
const WatchTvRoute = lazy(() => import('./routes/watch-tv-route'));
const ErrorRoute = lazy(() => import('./routes/error-route'));
const NotFoundRoute = lazy(() => import('./routes/not-found-route'));

/** The route table (docs/product.md#route-table). */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route path={paths.landing} element={<LandingRoute />} />
        <Route element={<ProtectedLayout />}>
          <Route path={paths.browse} element={<BrowseRoute />} />
          <Route path={paths.movies} element={<MoviesRoute />} />
          <Route path={paths.tvShows} element={<TvShowsRoute />} />
          <Route path="/movie/:id" element={<MovieDetailRoute />} />
          <Route path="/tv/:id" element={<TvDetailRoute />} />
          <Route path="/person/:id" element={<PersonRoute />} />
          <Route path={paths.chat} element={<ChatRoute />} />
          <Route path={paths.vault} element={<VaultRoute />} />
          <Route path={paths.profile} element={<ProfileRoute />} />
          <Route path={paths.account} element={<AccountRoute />} />
          <Route path="/watch/movie/:id" element={<WatchMovieRoute />} />
          <Route path="/watch/tv/:id" element={<WatchTvRoute />} />
          <Route path="/watch/tv/:id/:season/:episode" element={<WatchTvRoute />} />
        </Route>
        <Route path={paths.myList} element={<Navigate to={paths.vault} replace />} />
        <Route path={paths.error} element={<ErrorRoute />} />
        <Route path="*" element={<NotFoundRoute />} />
      </Route>
    </Routes>
  );
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
