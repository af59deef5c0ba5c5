import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from '@/client/lib/router/router';
import { whenIdle } from '@/client/lib/when-idle';
import { HomeFooter } from './home-footer';
import { HomeRows } from './home-rows';
import { SearchForm } from './search-form';
import { ContinueWatchingRow } from './continue-watching-row';

// Results only exist after a search and the row only with saved progress: neither is part of a
// fresh visit's first load, so both arrive as their own chunks when needed.
const SearchResults = lazy(() =>
  import('./search-results').then((m) => ({ default: m.SearchResults })),
);
// Only with a finished film in the history, and below the fold.
const BecauseYouWatchedRow = lazy(() =>
  import('./because-you-watched-row').then((m) => ({ default: m.BecauseYouWatchedRow })),
);

/**
 * The home view (/browse): title and search, search results for `?q=`, continue watching, the
 * six rows and the footer. The heading block enters after 300 ms (opacity and transform only);
 * `motion-safe` and the low-end rule leave it static, with no delay, for everyone else.
 * `upcoming` is the calendar's row (another feature's, so the route hands it over), shown under
 * Continue Watching once the page has gone quiet, as 'Because you watched' is.
 */
export function HomeView({ upcoming }: { upcoming?: ReactNode }) {
  // `?q=` makes a search shareable; read from the location.
  const { search: locationSearch } = useLocation();
  const navigate = useNavigate();
  // 'Because you watched' comes after the page has loaded and gone quiet: its code and its
  // recommendations must never compete with the rows' first posters.
  const [later, setLater] = useState(false);
  useEffect(() => whenIdle(() => setLater(true)), []);
  const query = new URLSearchParams(locationSearch).get('q')?.trim() ?? '';
  const search = (q: string) => navigate({ search: `?${new URLSearchParams({ q })}` });
  const clear = () => navigate({ search: '' }, { replace: true });

  return (
    <div className="pb-4">
      <div className="flex flex-col gap-4 px-4 pt-8 pb-4 sm:px-14">
        <div className="motion-safe:animate-[enter_260ms_var(--ease-out-soft)_300ms_both] [html[data-low-end]_&]:animate-none">
          <h1 className="label-caps text-2xl font-extrabold text-text sm:text-3xl">
            <Trans comment="The home page's headline, in capitals; the second part is highlighted">
              Browse the <span className="text-accent">matrix</span>
            </Trans>
          </h1>
          <p className="mt-1 text-sm text-text-dim">
            <Trans>Trending, popular and top-rated films and series.</Trans>
          </p>
        </div>
        <SearchForm query={query} onSearch={search} onClear={clear} />
      </div>
      {query && (
        <Suspense fallback={<div className="min-h-[50vh]" aria-busy="true" />}>
          <SearchResults query={query} onClear={clear} />
        </Suspense>
      )}
      <ContinueWatchingRow />
      {later && upcoming && <Suspense fallback={null}>{upcoming}</Suspense>}
      {later && (
        <Suspense fallback={null}>
          <BecauseYouWatchedRow />
        </Suspense>
      )}
      <HomeRows />
      <HomeFooter />
    </div>
  );
}
