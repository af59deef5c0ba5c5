import type { CatalogSource, WatchSource } from '@/server/catalog/catalog-source';
import { HttpError } from '@/server/http/errors';
import { cappedLru } from '@/server/cache/capped-lru';
import { admitUpstream } from '../upstream-admission';
import { catalogLanguage, withCatalogLanguage } from '../catalog-language';
import type { SharedAnswer, SharedCatalogCache } from './shared-catalog-cache';

export interface CacheOptions {
  /** Fresh lifetimes: lists 5 min, searches 10 min, details and seasons 12 h. */
  ttlMs?: { list: number; search: number; detail: number };
  /** How long past its TTL an entry may still be served when the source fails: 24 h. */
  staleIfErrorMs?: number;
  /**
   * How long a request waits for a slow source when an entry it may fall back on exists: after
   * this, the old entry is answered (marked) and the source's answer still lands in the cache.
   * Well under the browser's own 10 s timeout, so a slow TMDB never blanks a page seen before.
   */
  staleDeadlineMs?: number;
  /**
   * The longest a request waits when there is nothing to fall back on: then it gets a 504 in
   * the error shape, before the browser's own 10 s timeout would cut it off with no answer.
   * The source's answer still lands in the cache, so a retry a moment later finds it.
   */
  answerDeadlineMs?: number;
  maxEntries?: number;
  /**
   * The second level shared by the servers of a cluster (shared-catalog-cache.ts): a miss here
   * asks it before the source, so the cluster makes one upstream call per resource per TTL.
   */
  shared?: SharedCatalogCache;
  /** Approximate cap on cached JSON, in bytes. */
  maxBytes?: number;
  now?: () => number;
  /** Told when a background refresh fails (the answer already went out from the cache). */
  onRefreshError?: (key: string, error: unknown) => void;
  /**
   * Put before every key, here and in the shared cache: a kids profile's answers ('kids:') are
   * kept apart from the grown-ups', so neither is ever served the other's.
   */
  keyPrefix?: string;
}

interface Entry {
  value: unknown;
  /** Approximate size of the value as JSON, for the byte cap. */
  bytes: number;
  storedAt: number;
  ttl: number;
  /** Set when the last refresh failed, so stale answers say so. */
  failure?: string;
}

interface CacheStats {
  hits: number;
  misses: number;
  staleServed: number;
  fallbacks: number;
  coalesced: number;
  loads: number;
}

const MINUTE = 60_000;
/** Availability changes daily at most; TMDB asks that it be kept no longer than this. */
const WATCH_TTL_MS = 60 * MINUTE;

/**
 * Wraps any catalogue source with an in-process cache:
 * - fresh entries are answered from memory;
 * - for one more TTL after expiry, the entry is answered at once and refreshed in the
 *   background (stale-while-revalidate);
 * - when the source fails, entries up to 24 h old are answered, marked `isFallback: true`
 *   with a `fallbackReason`;
 * - concurrent identical requests share one call to the source.
 */
export function createCachedSource(source: CatalogSource, options: CacheOptions = {}) {
  const ttl = options.ttlMs ?? { list: 5 * MINUTE, search: 10 * MINUTE, detail: 12 * 60 * MINUTE };
  const staleIfError = options.staleIfErrorMs ?? 24 * 60 * MINUTE;
  const staleDeadline = options.staleDeadlineMs ?? 3000;
  const answerDeadline = options.answerDeadlineMs ?? 9000;
  const now = options.now ?? Date.now;
  const lru = cappedLru<Entry>({
    maxEntries: options.maxEntries ?? 5000,
    maxBytes: options.maxBytes ?? 64 * 1024 * 1024,
    sizeOf: (entry) => entry.bytes,
  });
  const inflight = new Map<string, Promise<unknown>>();
  const stats: CacheStats = {
    hits: 0,
    misses: 0,
    staleServed: 0,
    fallbacks: 0,
    coalesced: 0,
    loads: 0,
  };

  function load(key: string, lifetime: number, run: () => Promise<unknown>) {
    const pending = inflight.get(key);
    if (pending) {
      stats.coalesced += 1;
      return pending;
    }
    stats.loads += 1;
    // "No such title" is kept only as long as a list, so a new title shows up soon.
    const ttlFor = (value: unknown) => (value === null ? Math.min(lifetime, ttl.list) : lifetime);
    const answer: Promise<SharedAnswer> = options.shared
      ? options.shared.load(key, run, ttlFor)
      : run().then((value) => ({ value, storedAt: now(), ttl: ttlFor(value) }));
    const promise = answer
      .then(({ value, storedAt, ttl: life, sourceFailure }) => {
        const entry: Entry = {
          value,
          storedAt,
          ttl: life,
          bytes: JSON.stringify(value)?.length ?? 4,
        };
        lru.set(key, entry);
        if (sourceFailure === undefined) return value;
        // The source failed and another server's older answer stands in: said so, like ours.
        stats.fallbacks += 1;
        entry.failure = reasonFor(sourceFailure, entry);
        return marked(entry, entry.failure);
      })
      .finally(() => inflight.delete(key));
    inflight.set(key, promise);
    return promise;
  }

  /**
   * Every key holds the request's language (catalog-language.ts): a French answer is never
   * served to an English page, here or in the shared cache.
   */
  const keyOf = (name: string) => `${options.keyPrefix ?? ''}${catalogLanguage()}:${name}`;

  async function through<T>(name: string, lifetime: number, run: () => Promise<T>): Promise<T> {
    const key = keyOf(name);
    const entry = lru.get(key);
    const age = entry ? now() - entry.storedAt : Infinity;
    if (entry && age < entry.ttl) {
      stats.hits += 1;
      return (entry.failure ? marked(entry, entry.failure) : entry.value) as T;
    }
    if (entry && age < entry.ttl * 2) {
      stats.staleServed += 1;
      load(key, lifetime, run).then(
        () => undefined,
        (error: unknown) => {
          entry.failure = reasonFor(error, entry);
          options.onRefreshError?.(key, error);
        },
      );
      return (entry.failure ? marked(entry, entry.failure) : entry.value) as T;
    }
    stats.misses += 1;
    const fallback = entry && age < entry.ttl + staleIfError ? entry : undefined;
    // A call that reaches the source counts against the asking client (joining one already in
    // flight, or an answer another server stored, costs nothing); past its allowance the client
    // gets what is cached, or the 429.
    const loading = load(key, lifetime, async () => {
      await admitUpstream();
      return run();
    });
    try {
      return (await (fallback
        ? withDeadline(key, loading, fallback)
        : orTimeout(key, loading))) as T;
    } catch (error) {
      if (fallback && isRefusal(error)) return marked(fallback, reasonFor(error, fallback)) as T;
      if (fallback && isUpstreamFailure(error)) {
        stats.fallbacks += 1;
        fallback.failure = reasonFor(error, fallback);
        return marked(fallback, fallback.failure) as T;
      }
      throw error;
    }
  }

  /** The source's answer, or the old entry (marked) once the source has taken too long. */
  function withDeadline(key: string, loading: Promise<unknown>, entry: Entry): Promise<unknown> {
    return raceDeadline(
      loading,
      staleDeadline,
      () => {
        stats.fallbacks += 1;
        return marked(entry, slowReason(entry));
      },
      (error) => {
        entry.failure = reasonFor(error, entry);
        options.onRefreshError?.(key, error);
      },
    );
  }

  /** The source's answer, or a clear 504 once it has taken longer than anyone will wait. */
  function orTimeout(key: string, loading: Promise<unknown>): Promise<unknown> {
    return raceDeadline(
      loading,
      answerDeadline,
      () => {
        throw new HttpError(
          504,
          'catalog-timeout',
          'The movie database is taking too long to answer. Please try again in a moment.',
        );
      },
      (error) => options.onRefreshError?.(key, error),
    );
  }

  function slowReason(entry: Entry) {
    const minutes = Math.max(1, Math.round((now() - entry.storedAt) / MINUTE));
    return `catalog-slow: the movie database is slow to answer; showing data from ${minutes} min ago`;
  }

  function reasonFor(error: unknown, entry: Entry) {
    const code = error instanceof HttpError ? error.code : 'upstream-error';
    const minutes = Math.max(1, Math.round((now() - entry.storedAt) / MINUTE));
    return `${code}: the movie database did not answer; showing data from ${minutes} min ago`;
  }

  /**
   * TMDB's list items carry no season count, which the 'Long running' tile needs. The series
   * details this cache already holds have it: add those, fetching nothing (TMDB's quota is not
   * spent on a statistic). A copy, so the cached list stays as the source gave it.
   */
  function withKnownSeasonCounts(answer: unknown) {
    const results = (answer as { results?: unknown } | null)?.results;
    if (!Array.isArray(results)) return answer;
    let added = false;
    const enriched = results.map((item: { id?: unknown; number_of_seasons?: unknown }) => {
      if (typeof item?.number_of_seasons === 'number' || typeof item?.id !== 'number') return item;
      const seasons = (
        lru.peek(keyOf(`tv:${item.id}`))?.value as {
          number_of_seasons?: unknown;
        } | null
      )?.number_of_seasons;
      if (typeof seasons !== 'number') return item;
      added = true;
      return { ...item, number_of_seasons: seasons };
    });
    return added ? { ...(answer as object), results: enriched } : answer;
  }

  /**
   * Where to watch (issue 34): a title's offers for every country in one entry (TMDB answers them
   * all at once), and a country's services, an hour each and kept under English whatever the
   * page's language (they hold no translated text), so six languages cost one call. A list on
   * services is cached as any list, per language, country and services.
   */
  function cachedWatch(watch: WatchSource): WatchSource {
    const untranslated = <T>(name: string, run: () => Promise<T>) =>
      withCatalogLanguage('en', () => through(name, WATCH_TTL_MS, run));
    return {
      titleOffers: (media, id) =>
        untranslated(`watch:${media}:${id}`, () => watch.titleOffers(media, id)),
      regionProviders: (region) =>
        untranslated(`watch:services:${region}`, () => watch.regionProviders(region)),
      listOnServices: (media, kind, page, services) =>
        through(
          `list:${media}:${kind}:${page}:on:${services.region}:${[...services.providers].sort((a, b) => a - b).join('|')}`,
          ttl.list,
          () => watch.listOnServices(media, kind, page, services),
        ),
    };
  }

  const cached = {
    name: source.name,
    list: async (media: 'movie' | 'tv', kind: string, page: number) => {
      const answer = await through(`list:${media}:${kind}:${page}`, ttl.list, () =>
        source.list(media, kind as never, page),
      );
      return media === 'tv' ? withKnownSeasonCounts(answer) : answer;
    },
    search: (scope: string, query: string, page: number) =>
      through(`search:${scope}:${query.trim().toLowerCase()}:${page}`, ttl.search, () =>
        source.search(scope as never, query, page),
      ),
    movie: (id: number) => through(`movie:${id}`, ttl.detail, () => source.movie(id)),
    tv: (id: number) => through(`tv:${id}`, ttl.detail, () => source.tv(id)),
    season: (tvId: number, n: number) =>
      through(`season:${tvId}:${n}`, ttl.detail, () => source.season(tvId, n)),
    person: (id: number) => through(`person:${id}`, ttl.detail, () => source.person(id)),
    searchPeople: (query: string, page: number) =>
      through(`search:person:${query.trim().toLowerCase()}:${page}`, ttl.search, () =>
        source.searchPeople(query, page),
      ),
    ...(source.findByImdbId
      ? {
          findByImdbId: (imdbId: string) =>
            through(`find:imdb:${imdbId}`, ttl.detail, () => source.findByImdbId!(imdbId)),
        }
      : {}),
    ...(source.verify ? { verify: () => source.verify!() } : {}),
    ...(source.watch ? { watch: cachedWatch(source.watch) } : {}),
    stats: () => ({ ...stats, entries: lru.size, bytes: lru.calculatedSize }),
  };
  return cached as unknown as CatalogSource & { stats: () => CacheStats & { entries: number } };
}

/** The asking client's allowance of upstream calls is spent (upstream-admission.ts). */
function isRefusal(error: unknown) {
  return error instanceof HttpError && error.code === 'too-many-requests';
}

/** Source trouble (502/503 or an unexpected throw) may be covered by stale data; 4xx may not. */
function isUpstreamFailure(error: unknown) {
  return !(error instanceof HttpError) || error.statusCode >= 500;
}

function marked(entry: Entry, reason: string) {
  if (entry.value === null || typeof entry.value !== 'object') return entry.value;
  return { ...entry.value, isFallback: true, fallbackReason: reason };
}

/**
 * `loading`'s outcome, unless `ms` pass first: then `late()` decides (its value, or what it
 * throws), and a failure of `loading` that comes after goes to `lateFailure`, not unheard.
 */
function raceDeadline(
  loading: Promise<unknown>,
  ms: number,
  late: () => unknown,
  lateFailure: (error: unknown) => void,
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      try {
        resolve(late());
      } catch (error) {
        reject(error);
      }
      loading.catch(lateFailure);
    }, ms);
    loading.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
