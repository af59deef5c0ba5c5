import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { EmptyState } from '@/client/components/ui/empty-state';
import { TitleCard, TitleCardSkeleton } from '@/client/components/ui/title-card';
import { buttonStyles } from '@/client/components/ui/button-styles';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { personSearchQueryOptions } from '@/client/api/catalog/person-search';
import { titleSearchQueryOptions } from '@/client/api/catalog/title-search';
import { useCatalogLanguage } from '@/client/api/catalog/catalog-language';
import { useOnline } from '@/client/lib/use-connection-status';
import { PeopleRow } from './people-row';

const grid =
  'grid grid-cols-[repeat(auto-fill,minmax(140px,1fr))] gap-4 sm:grid-cols-[repeat(auto-fill,minmax(160px,1fr))] lg:grid-cols-[repeat(auto-fill,minmax(180px,1fr))]';

/**
 * Search results for `?q=`: the people whose names match in a 'People' row, then movies and
 * series in one grid, in the server's relevance order.
 */
export function SearchResults({ query, onClear }: { query: string; onClear: () => void }) {
  const language = useCatalogLanguage();
  const search = useInfiniteQuery(titleSearchQueryOptions('multi', query, language));
  const results = useMemo(() => search.data?.pages.flatMap((p) => p.results) ?? [], [search.data]);
  const total = search.data?.pages[0]?.total_results ?? 0;
  // A search that finds only people ("Cillian Murphy") is not a search that found nothing.
  const foundPeople =
    (useQuery(personSearchQueryOptions(query, language)).data?.results.length ?? 0) > 0;
  const online = useOnline();
  const { t } = useLingui();

  return (
    <section aria-labelledby="search-results-heading" className="px-4 py-4 sm:px-14">
      <h2 id="search-results-heading" className="label-caps mb-3 text-sm font-bold text-text">
        <Trans comment="The search results' heading; {query} is what the person searched for">
          Results for “{query}”
        </Trans>
        {search.isSuccess && <span className="ml-2 text-text-dim">({total})</span>}
      </h2>
      <PeopleRow query={query} />
      {search.isPending && (
        <div
          role="status"
          aria-label={t({ message: 'Searching', comment: 'Search results are loading' })}
          className={grid}
        >
          {Array.from({ length: 12 }, (_, i) => (
            <TitleCardSkeleton key={i} />
          ))}
        </div>
      )}
      {search.isError && !search.data && (
        <EmptyState
          tone="error"
          title={online ? t`The catalogue did not answer` : t`You are offline`}
          text={
            online
              ? t`Check your connection and try again.`
              : t`The search needs a connection. Try again when it is back.`
          }
          action={{
            label: t({ message: 'Retry', comment: 'Button: ask again after a failure' }),
            onClick: () => void search.refetch(),
          }}
        />
      )}
      {search.data && results.length === 0 && !foundPeople && (
        <EmptyState
          title={t`No content found`}
          text={t({
            message: `No results for ${query}`,
            comment: '{query} is what the person searched for',
          })}
          action={{ label: t`Clear search`, onClick: onClear }}
        />
      )}
      {results.length > 0 && (
        <>
          <ul
            aria-label={t({
              message: `Results for ${query}`,
              comment: 'The list of search results; {query} is what the person searched for',
            })}
            className={grid}
            data-nav="grid"
          >
            {results.map((title) => (
              <li key={`${title.media_type}-${title.id}`}>
                <TitleCard title={title} />
              </li>
            ))}
          </ul>
          {(search.hasNextPage || search.isFetchNextPageError) && (
            <div className="mt-6 flex justify-center">
              <button
                type="button"
                onClick={() => void search.fetchNextPage()}
                disabled={search.isFetchingNextPage}
                className={buttonStyles.secondary}
              >
                {search.isFetchingNextPage
                  ? t`Loading...`
                  : search.isFetchNextPageError
                    ? t`Retry loading more`
                    : t`Load more results`}
              </button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
