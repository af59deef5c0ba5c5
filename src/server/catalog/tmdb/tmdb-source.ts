import type { CatalogSource } from '@/server/catalog/catalog-source';
import { catalogLanguage, TMDB_LANGUAGE } from '@/server/catalog/catalog-language';
import { rankSearchResults } from '@/server/catalog/rank-search-results';
import { HttpError } from '@/server/http/errors';
import type { PersonSummary } from '@/shared/catalog/person-schemas';
import type { ListKind, MediaType, Paged, TitleSummary } from '@/shared/catalog/title-schemas';
import { TmdbError, type TmdbGet } from './tmdb-http';
import { createTmdbMapper } from './tmdb-map';
import { createTmdbWatch } from './tmdb-watch';
import {
  upstreamMovieDetail,
  upstreamPage,
  upstreamSeason,
  upstreamTvDetail,
  upstreamFind,
  upstreamPerson,
} from './tmdb-schemas';

/** TMDB v3 list paths (docs/product.md#catalogue-and-data-sources). */
const listPaths: Record<MediaType, Record<ListKind, string>> = {
  movie: {
    trending: '/trending/movie/week',
    popular: '/movie/popular',
    top_rated: '/movie/top_rated',
  },
  tv: { trending: '/trending/tv/week', popular: '/tv/popular', top_rated: '/tv/top_rated' },
};

const catalogUnavailable = () =>
  new HttpError(
    503,
    'catalog-unavailable',
    'The movie database is not available: the server key was rejected.',
  );

/** Turns upstream trouble into the API's 502/503 answers; never a 500, never the key. */
export function toHttpError(error: unknown): unknown {
  if (!(error instanceof TmdbError)) return error;
  switch (error.kind) {
    case 'unauthorized':
      return catalogUnavailable();
    case 'rate-limited': {
      const seconds = Math.max(1, Math.ceil((error.retryAfterMs ?? 5000) / 1000));
      return new HttpError(
        503,
        'catalog-busy',
        'The movie database is busy. Please try again shortly.',
        { 'retry-after': String(seconds) },
      );
    }
    default:
      return new HttpError(
        502,
        'catalog-upstream-error',
        'The movie database is not answering. Please try again.',
      );
  }
}

/**
 * `get` asking TMDB in the request's language (catalog-language.ts): its documented `language`
 * parameter, which translates titles, overviews and genre names where TMDB has a translation
 * (an overview it lacks comes back empty: english-overviews.ts fills it in).
 */
export function inCatalogLanguage(get: TmdbGet): TmdbGet {
  return (path, params = {}) =>
    get(path, { ...params, language: TMDB_LANGUAGE[catalogLanguage()] });
}

export interface TmdbSource extends CatalogSource {
  /** Set when the start-up check found the key rejected: every call answers 503 at once. */
  markRejected(): void;
}

/**
 * The TMDB catalogue source. Each page is one upstream call: details use
 * `append_to_response` for credits, videos and recommendations (movie) or credits and
 * external ids (TV). Upstream JSON is parsed leniently with zod and mapped to our contract.
 */
export function createTmdbSource(http: TmdbGet, imageBaseUrl: string): TmdbSource {
  const get = inCatalogLanguage(http);
  const map = createTmdbMapper(imageBaseUrl);
  let rejected = false;

  async function call<T>(run: () => Promise<T>): Promise<T> {
    if (rejected) throw catalogUnavailable();
    try {
      return await run();
    } catch (error) {
      throw toHttpError(error);
    }
  }

  /** A 404 upstream is "no such title" for details, and the parse must succeed otherwise. */
  async function detail<T>(
    path: string,
    params: Record<string, string>,
    parse: (raw: unknown) => T,
  ) {
    return call(async () => {
      try {
        return parse(await get(path, params));
      } catch (error) {
        if (error instanceof TmdbError && error.kind === 'not-found') return null;
        throw error;
      }
    });
  }

  const strict =
    <T>(schema: { safeParse(raw: unknown): { success: boolean; data?: T } }, path: string) =>
    (raw: unknown): T => {
      const parsed = schema.safeParse(raw);
      if (!parsed.success) throw new TmdbError('bad-response', 200, path);
      return parsed.data as T;
    };

  const source = {
    name: 'tmdb' as const,
    markRejected: () => {
      rejected = true;
    },
    list: (media: MediaType, kind: ListKind, page: number) =>
      call(async () => {
        const path = listPaths[media][kind];
        const raw = strict(upstreamPage, path)(await get(path, { page }));
        return media === 'movie' ? map.page(raw, map.movie) : map.page(raw, map.tv);
      }),
    movie: (id: number) =>
      detail(`/movie/${id}`, { append_to_response: 'credits,videos,recommendations' }, (raw) =>
        map.movieDetail(strict(upstreamMovieDetail, `/movie/${id}`)(raw)),
      ),
    tv: (id: number) =>
      detail(`/tv/${id}`, { append_to_response: 'credits,external_ids' }, (raw) =>
        map.tvDetail(strict(upstreamTvDetail, `/tv/${id}`)(raw)),
      ),
    season: (tvId: number, seasonNumber: number) =>
      detail(`/tv/${tvId}/season/${seasonNumber}`, {}, (raw) =>
        map.season(strict(upstreamSeason, `/tv/${tvId}/season`)(raw)),
      ),
    search: (scope: MediaType | 'multi', query: string, page: number) =>
      call(async (): Promise<Paged<TitleSummary>> => {
        const path = `/search/${scope}`;
        const raw = strict(
          upstreamPage,
          path,
        )(await get(path, { query, page, include_adult: 'false' }));
        const item = scope === 'movie' ? map.movie : scope === 'tv' ? map.tv : map.anyTitle;
        const paged = map.page<TitleSummary>(raw, item);
        // Multi search drops people; the count keeps TMDB's total so paging still works.
        return { ...paged, results: rankSearchResults(query, paged.results) };
      }),
    person: (id: number) =>
      detail(`/person/${id}`, { append_to_response: 'combined_credits' }, (raw) =>
        map.person(strict(upstreamPerson, `/person/${id}`)(raw)),
      ),
    searchPeople: (query: string, page: number) =>
      call(async (): Promise<Paged<PersonSummary>> => {
        const path = '/search/person';
        const raw = strict(
          upstreamPage,
          path,
        )(await get(path, { query, page, include_adult: 'false' }));
        return map.page(raw, map.personItem);
      }),
    findByImdbId: (imdbId: string) =>
      call(async (): Promise<TitleSummary[]> => {
        const path = `/find/${imdbId}`;
        const raw = strict(upstreamFind, '/find')(await get(path, { external_source: 'imdb_id' }));
        const movies = (raw.movie_results ?? []).map(map.movie);
        const series = (raw.tv_results ?? []).map(map.tv);
        return [...movies, ...series].filter((t): t is TitleSummary => t !== null);
      }),
    verify: async () => {
      await http('/authentication');
    },
    watch: createTmdbWatch(http, get, imageBaseUrl, map, call),
  };
  return source as TmdbSource;
}
