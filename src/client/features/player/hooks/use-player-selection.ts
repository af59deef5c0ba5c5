import { useCallback, useEffect, useState } from 'react';
import { readProgress } from '@/client/library/stores/watch-progress-store';
import { useSearchParams } from '@/client/lib/router/router';
import type { TvDetail } from '@/shared/catalog/detail-schemas';
import { useQuery } from '@tanstack/react-query';
import { tvSeasonQueryOptions } from '@/client/api/catalog/title-details';
import { useCatalogLanguage } from '@/client/api/catalog/catalog-language';
import { regularSeasons } from '@/shared/catalog/seasons';
import {
  laterSeason,
  needsPadding,
  nextEpisode,
  padEpisodeList,
  previousEpisode,
  resolveSeason,
  selectSeason,
  type Selection,
} from '../utils/episode-selection';
import { playerParams, positiveParam, resumeEpisode } from '../utils/player-params';

/**
 * A selection carried by the page's path (`/watch/tv/{id}/{season}/{episode}`) instead of the
 * query: the page reads it from its path and changes it by navigating.
 */
export interface RoutedSelection {
  season: number;
  episode: number;
  onChange: (selection: Selection) => void;
}

/**
 * The season and episode being played. They live in the URL (`season`, `episode`), so the selection
 * is shareable and follows the opener when it changes; the rules are
 * docs/product.md#episodes-and-recommendations.
 */
export function usePlayerSelection(
  type: 'movie' | 'tv',
  id: number,
  tv: TvDetail | undefined,
  routed?: RoutedSelection,
) {
  const [params, setParams] = useSearchParams();
  const isTv = type === 'tv';
  // Continue watching opens `?resume=1` without an episode: pick up the one last watched.
  const [resumed] = useState(() =>
    isTv && !routed ? resumeEpisode(params, readProgress('tv', id)) : null,
  );
  const requested = routed
    ? { season: routed.season, episode: routed.episode }
    : {
        season: positiveParam(params, playerParams.season, resumed?.season),
        episode: positiveParam(params, playerParams.episode, resumed?.episode),
      };
  const seasons = tv ? regularSeasons(tv.seasons) : [];
  const season = tv ? resolveSeason(requested.season, seasons) : requested.season;
  const episode = season === requested.season ? requested.episode : 1;

  const current = useSeason(id, isTv && tv ? season : null, true);
  const later = tv ? laterSeason(tv.seasons, season) : null;
  const episodes = current.data?.episodes ?? [];
  const padNeeded = current.isSuccess && needsPadding(episodes.length, later);
  const following = useSeason(id, later, padNeeded);
  const list = padEpisodeList(episodes, padNeeded ? (following.data?.episodes ?? null) : null);

  const onRoute = routed?.onChange;
  const go = useCallback(
    (selection: Selection) =>
      onRoute
        ? onRoute(selection)
        : setParams(
            (prev) => {
              const next = new URLSearchParams(prev);
              next.set(playerParams.season, String(selection.season));
              next.set(playerParams.episode, String(selection.episode));
              return next;
            },
            { replace: true },
          ),
    [setParams, onRoute],
  );

  // Put the resumed episode in the URL too, so the page behind the player shows the same one.
  useEffect(() => {
    if (resumed && !params.has(playerParams.season)) go(resumed);
  }, [resumed, params, go]);

  // A season that loads without episodes falls back to season 1.
  const emptySeason = current.isSuccess && episodes.length === 0 && season !== 1;
  useEffect(() => {
    if (emptySeason) go(selectSeason(1));
  }, [emptySeason, go]);

  const selection = { season, episode };
  return {
    season,
    episode,
    seasons,
    list,
    seasonQuery: current,
    next: isTv ? nextEpisode(list, selection, later) : null,
    previous: isTv ? previousEpisode(selection) : null,
    go,
    selectSeason: (n: number) => go(selectSeason(n)),
  };
}

function useSeason(id: number, season: number | null, enabled: boolean) {
  return useQuery({
    ...tvSeasonQueryOptions(id, season ?? 0, useCatalogLanguage()),
    enabled: enabled && season !== null && season > 0,
  });
}
