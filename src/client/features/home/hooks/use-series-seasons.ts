import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useReducer } from 'react';
import { tvDetailQueryOptions } from '@/client/api/catalog/title-details';
import { useCatalogLanguage } from '@/client/api/catalog/catalog-language';
import type { SeasonsOf } from '../utils/continue-watching';

/**
 * The seasons of the series Up Next needs, from the series detail the title page and the player
 * read (one cache entry, so usually there already), fetched once each through the query
 * client, and read from its cache at every render.
 */
export function useSeriesSeasons(ids: readonly number[]): SeasonsOf {
  const client = useQueryClient();
  const language = useCatalogLanguage();
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const wanted = ids.join(',');
  useEffect(() => {
    let active = true;
    const done = () => active && rerender();
    for (const id of wanted ? wanted.split(',').map(Number) : []) {
      void client.fetchQuery(tvDetailQueryOptions(id, language)).then(done, done);
    }
    return () => {
      active = false;
    };
  }, [client, wanted, language]);
  return (id) => {
    const state = client.getQueryState(tvDetailQueryOptions(id, language).queryKey);
    if (state?.status === 'error') return null;
    return state?.data?.seasons;
  };
}
