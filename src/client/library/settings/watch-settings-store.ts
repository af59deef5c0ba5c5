import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { parseAnswer } from '@/client/api/parse-answer';
import { clientConfig } from '@/client/config/client-config';
import { apiGet, apiRequest } from '@/client/lib/api-client';
import { isSignedIn, useSessionUser } from '@/client/lib/session-user-store';
import { readRaw, readStored, writeStored, type WriteResult } from '@/client/lib/storage';
import { storageKeys } from '@/client/lib/storage-keys';
import { useHydrated } from '@/client/lib/use-hydrated';
import {
  NO_WATCH_SETTINGS,
  WATCH_SETTINGS_PATH,
  watchSettingsSchema,
  type WatchSettings,
} from '@/shared/where-to-watch/watch-providers';
import { defaultRegion } from '@/shared/where-to-watch/watch-regions';
import { useCurrentProfile } from '../stores/current-profile-store';
import { cachedReader, useStoredKey } from '../stores/use-stored-value';

/*
 * Where to watch (issue 34, docs/product.md#where-to-watch): the country and 'My services'.
 * Signed in, they are the current profile's, on the server (every device of it reads them);
 * otherwise this browser keeps them (`nexus_watch_settings`, a corrupt value ignored).
 */

const readLocal = cachedReader(
  () => readRaw(storageKeys.watchSettings),
  () => readStored(storageKeys.watchSettings, watchSettingsSchema, NO_WATCH_SETTINGS),
);

/** The query of the profile's settings on the server; the profile is in the key. */
const settingsKey = (profileId: string) => ['watch-settings', profileId] as const;

/** What the pages use: the country (chosen, or the browser language's), and the services. */
export interface WatchPreferences {
  region: string;
  /** The country as chosen; null: none chosen, `region` is the browser language's or US. */
  chosenRegion: string | null;
  providers: number[];
  /** False while the page hydrates or the profile's settings are on their way. */
  ready: boolean;
  /** Kept by the profile on the server (signed in), or by this browser. */
  synced: boolean;
  profileId: string | null;
}

const noSubscription = () => () => undefined;

/** The browser's language, read as React reads outside state: none on the server. */
function useBrowserLanguage(): string | undefined {
  return useSyncExternalStore(
    noSubscription,
    () => navigator.language,
    () => undefined,
  );
}

export function useWatchSettings(): WatchPreferences {
  const hydrated = useHydrated();
  const signedIn = useSessionUser(isSignedIn);
  const profile = useCurrentProfile();
  const local = useStoredKey(storageKeys.watchSettings, readLocal);
  const browserLanguage = useBrowserLanguage();
  const synced = clientConfig().authMode === 'accounts' && signedIn;
  const profileId = synced ? (profile?.id ?? 'account') : null;
  const server = useQuery({
    queryKey: settingsKey(profileId ?? ''),
    queryFn: async ({ signal }) =>
      parseAnswer(watchSettingsSchema, await apiGet<unknown>(WATCH_SETTINGS_PATH, signal)),
    enabled: hydrated && profileId !== null,
    staleTime: 60_000,
  });
  const settings = synced ? (server.data ?? NO_WATCH_SETTINGS) : local;
  return {
    region: settings.region ?? defaultRegion(browserLanguage),
    chosenRegion: settings.region,
    providers: settings.providers,
    ready: hydrated && (!synced || server.data !== undefined),
    synced,
    profileId,
  };
}

/** Keeps new settings where `useWatchSettings` reads them; a refused save throws (ApiError). */
export async function saveWatchSettings(
  next: WatchSettings,
  where: Pick<WatchPreferences, 'synced' | 'profileId'>,
  queryClient: QueryClient,
): Promise<WriteResult | void> {
  if (!where.synced) return writeStored(storageKeys.watchSettings, next);
  const saved = parseAnswer(
    watchSettingsSchema,
    await apiRequest<unknown>(WATCH_SETTINGS_PATH, { method: 'PUT', body: next }),
  );
  queryClient.setQueryData(settingsKey(where.profileId ?? 'account'), saved);
}
