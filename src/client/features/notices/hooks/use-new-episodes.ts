import { useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useCurrentProfile } from '@/client/library/stores/current-profile-store';
import { useVault } from '@/client/library/stores/vault-store';
import { readWatchedMarks } from '@/client/library/stores/watched-store';
import { useStoredKey } from '@/client/library/stores/use-stored-value';
import { watchStateKeys } from '@/client/library/stores/watch-state-keys';
import { CALENDAR_MAX_IDS, type CalendarEpisode } from '@/shared/calendar/calendar-api';
import { DEFAULT_LANGUAGE, validLanguage } from '@/shared/i18n/languages';
import { NOTICES_LIMITS } from '@/shared/notices/notices-api';
import { newEpisodes, seriesStates } from '@/shared/notices/new-episodes';
import { fetchAiredEpisodes } from '../api/aired-episodes';
import { fetchSeenUntil, saveSeenUntil } from '../api/seen-time';
import { readLocalSeen, writeLocalSeen } from '../utils/local-seen';

const DAY_MS = 24 * 60 * 60_000;
/** However long someone was away, the bell looks back a month at most. */
const MAX_LOOK_BACK_DAYS = 30;
const dateOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export interface NewEpisodesList {
  episodes: CalendarEpisode[];
  /** When the list was made: marking it seen hides what it showed, not what aired since. */
  asOf: number;
}

/**
 * The bell's list (docs/product.md#new-episode-notices): episodes of the series in this
 * browser's library that aired after the profile's seen-until time, for the series the person
 * is caught up on (shared/notices/new-episodes.ts). The seen-until time is the account's (per
 * profile) when signed in, this browser's otherwise. Loaded after the page (the bell's menu is
 * lazy), and again when the library changes.
 */
export function useNewEpisodes(signedIn: boolean) {
  const profileId = useCurrentProfile()?.id ?? null;
  const vault = useVault();
  const marks = useStoredKey(watchStateKeys.marks, readWatchedMarks);
  const { i18n } = useLingui();
  const language = validLanguage(i18n.locale) ?? DEFAULT_LANGUAGE;
  const queryClient = useQueryClient();

  const library = useMemo(() => {
    const keys: string[] = [];
    const ids: number[] = [];
    // Series watched lately first: when a library holds more than one request may ask about.
    for (const mark of marks) {
      if (mark.type !== 'tv') continue;
      keys.push(`watched:tv:${mark.id}:${mark.season}:${mark.episode}`);
      ids.push(mark.id);
    }
    for (const item of vault) {
      if (item.type !== 'tv') continue;
      keys.push(`vault:tv:${item.id}`);
      ids.push(item.id);
    }
    return { states: seriesStates(keys), ids: [...new Set(ids)].slice(0, CALENDAR_MAX_IDS) };
  }, [marks, vault]);

  const queryKey = useMemo(
    () => ['notices', 'new-episodes', signedIn, profileId, language, library] as const,
    [signedIn, profileId, language, library],
  );
  const query = useQuery({
    queryKey,
    queryFn: async ({ signal }): Promise<NewEpisodesList> => {
      const now = Date.now();
      const stored = signedIn ? await fetchSeenUntil(profileId, signal) : readLocalSeen(profileId);
      const seenUntil = Math.max(
        stored ?? now - NOTICES_LIMITS.firstLookBackDays * DAY_MS,
        now - MAX_LOOK_BACK_DAYS * DAY_MS,
      );
      const aired = await fetchAiredEpisodes(
        library.ids,
        dateOf(seenUntil),
        dateOf(now),
        language,
        signal,
      );
      return { episodes: newEpisodes(aired, library.states, seenUntil, now), asOf: now };
    },
    staleTime: 10 * 60_000,
    retry: 1,
  });

  const asOf = query.data?.asOf;
  /** 'Mark all as seen', and closing the open list: the seen-until time moves to the list's. */
  const markSeen = useCallback(async () => {
    if (asOf === undefined) return;
    queryClient.setQueryData<NewEpisodesList>(queryKey, { episodes: [], asOf });
    if (signedIn) await saveSeenUntil(asOf, profileId).catch(() => undefined);
    else writeLocalSeen(profileId, asOf);
  }, [asOf, signedIn, profileId, queryKey, queryClient]);

  return { episodes: query.data?.episodes ?? null, failed: query.isError, markSeen };
}
