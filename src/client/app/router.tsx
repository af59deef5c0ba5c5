import { BrowserRouter, Navigate } from '@/client/lib/router/router';
import { Route, Routes } from '@/client/lib/router/routes';
import { paths } from '@/client/config/paths';
import { ProtectedLayout } from './layouts/protected-layout';
import { RootLayout } from './layouts/root-layout';
import { lazyRouteComponents, type RouteComponents } from './route-modules';

/** The route table (docs/product.md#route-table), with the pages given (lazy or loaded). */
export function AppRoutes({ pages }: { pages: RouteComponents }) {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route path={paths.landing} element={<pages.landing />} />
        <Route element={<ProtectedLayout />}>
          <Route path={paths.browse} element={<pages.browse />} />
          <Route path={paths.movies} element={<pages.movies />} />
          <Route path={paths.tvShows} element={<pages.tvShows />} />
          <Route path="/movie/:id" element={<pages.movieDetail />} />
          <Route path="/tv/:id" element={<pages.tvDetail />} />
          <Route path="/person/:id" element={<pages.person />} />
          <Route path={paths.chat} element={<pages.chat />} />
          <Route path={paths.vault} element={<pages.vault />} />
          <Route path={paths.calendar} element={<pages.calendar />} />
          <Route path={paths.profile} element={<pages.profile />} />
          <Route path={paths.profiles} element={<pages.profiles />} />
          <Route path={paths.account} element={<pages.account />} />
          <Route path="/watch/movie/:id" element={<pages.watchMovie />} />
          <Route path="/watch/tv/:id" element={<pages.watchTv />} />
          <Route path="/watch/tv/:id/:season/:episode" element={<pages.watchTv />} />
          <Route path={paths.joinRoom} element={<pages.joinRoom />} />
          <Route path="/watch-together/:token" element={<pages.roomInvite />} />
        </Route>
        <Route path={paths.myList} element={<Navigate to={paths.vault} replace />} />
        <Route path={paths.error} element={<pages.error />} />
        <Route path="*" element={<pages.notFound />} />
      </Route>
    </Routes>
  );
}

// Every page is its own chunk in the browser (decision 0002 keeps our small declarative router).
const lazyPages = lazyRouteComponents();

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes pages={lazyPages} />
    </BrowserRouter>
  );
}
