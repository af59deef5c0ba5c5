import {
  type DehydratedState,
  type Query,
  type QueryClient,
  dehydrate,
  hydrate,
  useQueryClient,
} from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import * as v from 'valibot';
import { storageKeys } from '@/client/lib/storage-keys';
import { readStored, removeStored, writeStored } from '@/client/lib/storage';
import { useHydrated } from '@/client/lib/use-hydrated';

/**
 * Keeps the browse pages' tab lists in localStorage for 10 minutes (docs/product.md#storage-keys),
 * so a visit while the network or the server is down still shows them, with an offline note. It
 * lives in the lazy browse chunk, so it never weighs on the first load, and it writes only the tab
 * lists.
 *
 * It is TanStack Query's persist-client idea (restore once, then save on every change) built on
 * the dehydrate/hydrate of the installed react-query: the persist-client package pins a
 * different query-core version, which would ship a second copy of the core and mistype the client.
 */
export const BROWSE_CACHE_KEY = storageKeys.browseCache;
export const BROWSE_CACHE_MAX_AGE_MS = 10 * 60_000;
// v2: the lists moved to the catalogue keys the home rows share (docs/decisions/0019).
const BUSTER = 'browse-v2';
const WRITE_THROTTLE_MS = 500;
/** A saved answer larger than this is not kept (the product's response-cache limit). */
export const BROWSE_CACHE_MAX_ENTRY_CHARS = 1_000_000;

const persistedSchema = v.object({
  timestamp: v.number(),
  buster: v.string(),
  clientState: v.looseObject({ queries: v.array(v.unknown()), mutations: v.array(v.unknown()) }),
});

function isPersistedBrowseQuery(query: Pick<Query, 'queryKey' | 'state'>) {
  const [scope, kind] = query.queryKey;
  return scope === 'catalog' && kind === 'list' && query.state.status === 'success';
}

/** What a saved list says of itself: its query and when its answer came. */
const savedQuerySchema = v.looseObject({
  queryHash: v.string(),
  state: v.looseObject({ dataUpdatedAt: v.number() }),
});

/** The saved lists, by query, with when each answer came. */
export type RestoredLists = ReadonlyMap<string, number>;

/**
 * Puts saved lists younger than 10 minutes back into the query cache; older ones are removed.
 * Returns what the saved copy held (empty when nothing was kept).
 */
export function restoreBrowseCache(queryClient: QueryClient, now = Date.now()): RestoredLists {
  const restored = new Map<string, number>();
  const saved = readStored(BROWSE_CACHE_KEY, persistedSchema, null);
  if (!saved) return restored;
  if (saved.buster !== BUSTER || now - saved.timestamp > BROWSE_CACHE_MAX_AGE_MS) {
    removeStored(BROWSE_CACHE_KEY);
    return restored;
  }
  hydrate(queryClient, saved.clientState as DehydratedState);
  for (const query of saved.clientState.queries) {
    const read = v.safeParse(savedQuerySchema, query);
    if (read.success) restored.set(read.output.queryHash, read.output.state.dataUpdatedAt);
  }
  return restored;
}

/**
 * Saves the tab lists whenever one of them changes, at most twice a second, and once at the
 * start when the cache holds a list the saved copy (`restored`) does not, or an answer newer than
 * its: the page was drawn with it. Not by the copy's age: a page the server drew for everyone a
 * few seconds ago (decision 0037) holds an answer older than a copy saved since, yet not in it.
 */
export function subscribeBrowseCache(
  queryClient: QueryClient,
  restored: RestoredLists = new Map(),
) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    timer = undefined;
    const dehydrated = dehydrate(queryClient, { shouldDehydrateQuery: isPersistedBrowseQuery });
    const clientState = {
      ...dehydrated,
      queries: dehydrated.queries.filter(
        (query) => JSON.stringify(query.state.data ?? null).length <= BROWSE_CACHE_MAX_ENTRY_CHARS,
      ),
    };
    if (clientState.queries.length === 0) return;
    // Quiet: a cache that does not fit is skipped, and it gives way when user data needs room.
    writeStored(
      BROWSE_CACHE_KEY,
      { timestamp: Date.now(), buster: BUSTER, clientState },
      { quiet: true },
    );
  };
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || !isPersistedBrowseQuery(event.query)) return;
    timer ??= setTimeout(save, WRITE_THROTTLE_MS);
  });
  const drawnWith = queryClient
    .getQueryCache()
    .getAll()
    .some(
      (query) =>
        isPersistedBrowseQuery(query) &&
        query.state.dataUpdatedAt > (restored.get(query.queryHash) ?? -1),
    );
  if (drawnWith) timer ??= setTimeout(save, WRITE_THROTTLE_MS);
  return unsubscribe;
}

const started = new WeakSet<QueryClient>();

function start(queryClient: QueryClient) {
  if (started.has(queryClient)) return;
  started.add(queryClient);
  subscribeBrowseCache(queryClient, restoreBrowseCache(queryClient));
}

/**
 * Restores once per query client, then keeps saving. On a page the app draws itself (a
 * navigation, the offline app) it restores during the first render, so the page's queries start
 * from the saved lists. On a page the server drew, only after hydration: the server cannot see
 * this browser's storage, and lists restored into the first render made it differ from the
 * server's HTML (React then threw the page's HTML away and drew it again, losing what had been
 * typed into it).
 */
export function useBrowsePersistence(): void {
  const queryClient = useQueryClient();
  const hydrated = useHydrated();
  useState(() => {
    if (hydrated) start(queryClient);
  });
  useEffect(() => start(queryClient), [queryClient]);
}
