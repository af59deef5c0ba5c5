import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useSearchParams } from '@/client/lib/router/router';
import type { MediaType } from '@/shared/catalog/title-schemas';
import { useBrowseList, useBrowseSearch } from '../hooks/use-browse-queries';
import { useBrowsePersistence } from '../hooks/use-browse-persistence';
import { browseCopy } from '../utils/browse-copy';
import { clientConfig } from '@/client/config/client-config';
import { useCurrentProfile } from '@/client/library/stores/current-profile-store';
import { useWatchSettings } from '@/client/library/settings/watch-settings-store';
import { servicesParam } from '@/shared/where-to-watch/watch-providers';
import {
  paramsForSearch,
  paramsForServices,
  paramsForTab,
  readQuery,
  readServices,
  tabTakesServices,
} from '../utils/browse-state';
import { readTab } from '@/shared/catalog/browse-tab';
import { ServicesToggle } from './services-toggle';
import { BrowseResults } from './browse-results';
import { BrowseSearchBox } from './browse-search-box';
import { BrowseTabs } from './browse-tabs';
import { PageBackdrop } from './page-backdrop';
import { ConnectionBanner } from './connection-banner';

/**
 * /movies and /tv-shows (docs/product.md#browse-movies-and-series-pages): three tabs held in
 * `?tab=`, a search of this media type only held in `?q=`, statistics tiles, the grid and
 * load-more. A search replaces the tab list; clearing it brings the tab list back; changing tab
 * clears the search.
 */
export function BrowsePage({ media }: { media: MediaType }) {
  const copy = browseCopy[media];
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const tab = readTab(params.get('tab'));
  const query = readQuery(params.get('q'));
  // Bumped when the search is cleared from outside the box, so the box starts empty again.
  const [searchReset, setSearchReset] = useState(0);
  useBrowsePersistence();
  const watch = useWatchSettings();
  // A kids profile's lists are its own (no services filter at the server), as is embedded mode.
  const kids = useCurrentProfile()?.kids ?? false;
  const servicesShown = clientConfig().catalog === 'tmdb' && tabTakesServices(tab) && !kids;
  const servicesAsked = servicesShown && readServices(params.get('services'));
  const services =
    servicesAsked && watch.providers.length > 0
      ? { region: watch.region, providers: servicesParam(watch.providers) }
      : undefined;
  // Asked for, the narrowed list waits for the settings rather than showing the whole one first.
  const list = useBrowseList(
    { media, tab, services },
    query === '' && (!servicesAsked || watch.ready),
  );
  const search = useBrowseSearch({ media, query });

  return (
    <div className="relative isolate min-h-[calc(100dvh-64px)]">
      {/* The page's colour wash, drawn in CSS; the movies page adds its background image. */}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top,rgb(255_20_35/0.16),transparent_60%),linear-gradient(180deg,#140607_0%,var(--color-bg)_45%)]"
      />
      {media === 'movie' && <PageBackdrop src="/api/art/scene/movies.svg" />}
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8">
        <ConnectionBanner />
        <header className="flex flex-col gap-4">
          <h1 className="label-caps text-2xl font-bold text-text">{t(copy.heading)}</h1>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <div className="flex flex-wrap items-center gap-2">
              <BrowseTabs
                value={tab}
                label={t(copy.listsLabel)}
                onChange={(next) => setParams(paramsForTab(params, next))}
              />
              {servicesShown && (
                <ServicesToggle
                  on={servicesAsked && (!watch.ready || services !== undefined)}
                  ready={watch.ready}
                  hasServices={watch.providers.length > 0}
                  onChange={(on) => setParams(paramsForServices(params, on))}
                />
              )}
            </div>
            <BrowseSearchBox
              key={`${tab}:${searchReset}`}
              initial={searchReset > 0 ? '' : (params.get('q') ?? '')}
              label={t(copy.searchLabel)}
              placeholder={t(copy.searchPlaceholder)}
              onSearch={(text) => {
                if (readQuery(text) !== query) {
                  setParams(paramsForSearch(params, text), { replace: true });
                }
              }}
            />
          </div>
        </header>
        <BrowseResults
          media={media}
          query={query}
          result={query ? search : list}
          onServicesOff={
            services && !query ? () => setParams(paramsForServices(params, false)) : undefined
          }
          onClearSearch={() => {
            setParams(paramsForSearch(params, ''));
            setSearchReset((n) => n + 1);
          }}
        />
      </div>
    </div>
  );
}
