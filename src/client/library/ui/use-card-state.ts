import { QueryClientContext } from '@tanstack/react-query';
import { useContext, useEffect, useState } from 'react';
import type { SeasonSummary } from '@/shared/catalog/detail-schemas';
import { tvDetailQueryOptions } from '@/client/api/catalog/title-details';
import { useCatalogLanguage } from '@/client/api/catalog/catalog-language';
import { readRatings } from '@/client/library/stores/ratings-store';
import { storageKeys } from '@/client/lib/storage-keys';
import { useStoredValue } from '@/client/library/stores/use-stored-value';
import { useVault } from '@/client/library/stores/vault-store';
import { useMovieWatched, useWatchedMarks } from '@/client/library/stores/watched-title';
import { isSeriesWatched } from '@/client/library/rules/series-watched';

/**
 * What a card shows and offers about its title: in the vault, watched, and your rating. Every
 * part comes from the one store of its record, so cards, pages and other tabs agree.
 */
export function useCardState(title: { id: number; media_type: 'movie' | 'tv' }) {
  const { id, media_type: type } = title;
  const inVault = useVault().some((item) => item.id === id && item.type === type);
  const movieWatched = useMovieWatched(id);
  const seriesMarks = useWatchedMarks().filter(
    (mark) => type === 'tv' && mark.type === 'tv' && mark.id === id,
  );
  const seasons = useMarkedSeriesSeasons(id, seriesMarks.length > 0);
  const watched =
    type === 'movie'
      ? movieWatched
      : seriesMarks.length > 0 && !!seasons && isSeriesWatched(seasons, seriesMarks);
  const rating = useStoredValue((key) => key === storageKeys.ratings, readRatings).find(
    (entry) => entry.id === id && entry.media_type === type,
  )?.rating;
  return { inVault, watched, rating };
}

/**
 * The episode counts of a series that has marks (only those need them): the series detail its
 * page reads, usually cached. Through the client from context, which a card outside a query
 * provider (tests of pages that hold cards) simply lacks.
 */
function useMarkedSeriesSeasons(id: number, marked: boolean): SeasonSummary[] | null {
  const client = useContext(QueryClientContext);
  const language = useCatalogLanguage();
  const [seasons, setSeasons] = useState<SeasonSummary[] | null>(null);
  useEffect(() => {
    if (!client || !marked) return;
    let active = true;
    client.fetchQuery(tvDetailQueryOptions(id, language)).then(
      (detail) => active && setSeasons(detail.seasons),
      () => undefined, // unknown counts: no badge
    );
    return () => {
      active = false;
    };
  }, [client, id, marked, language]);
  return seasons;
}
