import { cappedLru } from '@/server/cache/capped-lru';
import type { CatalogSource } from '@/server/catalog/catalog-source';
import { notOnThisProfile } from '@/server/catalog/kids/not-on-this-profile';
import { admitUpstream } from '@/server/catalog/upstream-admission';
import type { PersonCredit } from '@/shared/catalog/person-schemas';
import { isForKids } from '@/shared/catalog/kids-rule';
import type { ListKind, MediaType, Paged, TitleSummary } from '@/shared/catalog/title-schemas';
import { TmdbError, type TmdbGet } from './tmdb-http';
import type { createTmdbMapper } from './tmdb-map';
import {
  upstreamContentRatings,
  upstreamMovieDetail,
  upstreamPage,
  upstreamReleaseDates,
  upstreamTvDetail,
  type UpstreamContentRatings,
  type UpstreamReleaseDates,
} from './tmdb-schemas';
import { inCatalogLanguage, toHttpError } from './tmdb-source';

/** How long a title's certification is trusted: as long as its details are cached. */
const CERTIFICATION_TTL_MS = 12 * 60 * 60_000;
/** A person's credits checked for a kids profile, most popular first; the rest are left out. */
const PERSON_CHECKS = 40;
/** TMDB's genres for series made for children: Kids (10762) or Family (10751), `|` is "or". */
const KIDS_SERIES_GENRES = '10762|10751';
/** "Trending" for a kids profile: the most popular of the last year (discover has no trend). */
const TRENDING_DAYS = 365;
/** Top rated needs this many votes, so a 10 from three voters does not lead the list. */
const TOP_RATED_MIN_VOTES = '300';
/** Release types in the order their certification is read: theatrical first (TMDB's types). */
const RELEASE_TYPE_ORDER = [3, 2, 1, 4, 5, 6];

/**
 * The US certification of a film from TMDB's release dates: that of its US theatrical release,
 * else of its first other US release that has one; null when the US has none.
 */
export function usFilmCertification(raw: UpstreamReleaseDates | null | undefined): string | null {
  const us = (raw?.results ?? []).find((r) => r.iso_3166_1 === 'US');
  const rated = (us?.release_dates ?? []).filter((d) => d.certification?.trim());
  const rank = (type: number | null | undefined) => {
    const at = RELEASE_TYPE_ORDER.indexOf(type ?? 0);
    return at < 0 ? RELEASE_TYPE_ORDER.length : at;
  };
  rated.sort((a, b) => rank(a.type) - rank(b.type));
  return rated[0]?.certification?.trim() ?? null;
}

/** The US TV rating of a series from TMDB's content ratings; null when the US has none. */
export function usSeriesRating(raw: UpstreamContentRatings | null | undefined): string | null {
  const us = (raw?.results ?? []).find((r) => r.iso_3166_1 === 'US');
  return us?.rating?.trim() || null;
}

type Mapper = ReturnType<typeof createTmdbMapper>;

/**
 * TMDB as a kids profile sees it (issue 31, docs/product.md#profiles). Lists come from discover:
 * films with a US certification of at most PG, series in the Kids or Family genres. Discover's
 * certification filter also lets unrated films through (TMDB orders 'NR' below 'G') and a
 * genre says nothing of a rating, so every title listed, found, recommended or credited is
 * checked against its own US certification (src/shared/catalog/kids-rule.ts): a film's
 * release dates, a series' content ratings. Each check is one TMDB call, kept per title for
 * 12 hours, and counted against the asking client's upstream allowance like any other call.
 * A details page asks for the certification in the same call (`append_to_response`).
 *
 * Pages are TMDB's pages with the failing titles taken out, so one may hold fewer than 20.
 */
export function createTmdbKidsSource(options: {
  get: TmdbGet;
  /** The grown-ups' TMDB source: seasons, people and searches start from its answers. */
  grown: CatalogSource;
  map: Mapper;
  now?: () => number;
}): CatalogSource {
  const { grown, map } = options;
  const get = inCatalogLanguage(options.get);
  const now = options.now ?? Date.now;
  const verdicts = cappedLru<{ ok: boolean; at: number }>({
    maxEntries: 50_000,
    maxBytes: 4 * 1024 * 1024,
    sizeOf: () => 48,
  });
  const pending = new Map<string, Promise<boolean>>();

  const remember = (media: MediaType, id: number, certification: string | null) => {
    const ok = isForKids(media, certification);
    verdicts.set(`${media}:${id}`, { ok, at: now() });
    return ok;
  };
  const knownVerdict = (media: MediaType, id: number) => {
    const hit = verdicts.get(`${media}:${id}`);
    return hit && now() - hit.at < CERTIFICATION_TTL_MS ? hit.ok : undefined;
  };

  /** TMDB's answer, or null for a 404; other trouble becomes the API's 502/503. */
  async function fetchOrNull(path: string, params: Record<string, string | number> = {}) {
    try {
      return await get(path, params);
    } catch (error) {
      if (error instanceof TmdbError && error.kind === 'not-found') return null;
      throw toHttpError(error);
    }
  }

  async function lookUp(media: MediaType, id: number): Promise<boolean> {
    await admitUpstream();
    if (media === 'movie') {
      const raw = upstreamReleaseDates.safeParse(await fetchOrNull(`/movie/${id}/release_dates`));
      return remember(media, id, raw.success ? usFilmCertification(raw.data) : null);
    }
    const raw = upstreamContentRatings.safeParse(await fetchOrNull(`/tv/${id}/content_ratings`));
    return remember(media, id, raw.success ? usSeriesRating(raw.data) : null);
  }

  /** Whether a title passes the kids rule: from memory, else one call (shared while in flight). */
  function passes(media: MediaType, id: number): Promise<boolean> {
    const known = knownVerdict(media, id);
    if (known !== undefined) return Promise.resolve(known);
    const key = `${media}:${id}`;
    let running = pending.get(key);
    if (!running) {
      running = lookUp(media, id).finally(() => pending.delete(key));
      pending.set(key, running);
    }
    return running;
  }

  async function keep<T extends { id: number; media_type: MediaType }>(items: T[]): Promise<T[]> {
    const ok = await Promise.all(items.map((t) => passes(t.media_type, t.id)));
    return items.filter((_, i) => ok[i]);
  }

  async function refuseUnlessPasses(media: MediaType, id: number) {
    if (!(await passes(media, id))) throw notOnThisProfile();
  }

  function discover(media: MediaType, kind: ListKind, page: number) {
    const sort = kind === 'top_rated' ? 'vote_average.desc' : 'popularity.desc';
    const since = new Date(now() - TRENDING_DAYS * 24 * 60 * 60_000).toISOString().slice(0, 10);
    const params: Record<string, string | number> = { page, sort_by: sort, include_adult: 'false' };
    if (kind === 'top_rated') params['vote_count.gte'] = TOP_RATED_MIN_VOTES;
    if (media === 'movie') {
      params.certification_country = 'US';
      params['certification.lte'] = 'PG';
      if (kind === 'trending') params['primary_release_date.gte'] = since;
    } else {
      params.with_genres = KIDS_SERIES_GENRES;
      if (kind === 'trending') params['first_air_date.gte'] = since;
    }
    return { path: `/discover/${media}`, params };
  }

  const list = async (media: MediaType, kind: ListKind, page: number) => {
    const { path, params } = discover(media, kind, page);
    const parsed = upstreamPage.safeParse(await fetchOrNull(path, params));
    if (!parsed.success) throw toHttpError(new TmdbError('bad-response', 200, path));
    const paged: Paged<TitleSummary> =
      media === 'movie' ? map.page(parsed.data, map.movie) : map.page(parsed.data, map.tv);
    return { ...paged, results: await keep(paged.results) };
  };

  /** A credit list without what fails, the most popular checked first, up to PERSON_CHECKS. */
  async function keepCredits(credits: PersonCredit[]): Promise<PersonCredit[]> {
    const checked = new Set(
      [...credits]
        .sort((a, b) => b.popularity - a.popularity)
        .slice(0, PERSON_CHECKS)
        .map((c) => `${c.media_type}:${c.id}`),
    );
    return keep(credits.filter((c) => checked.has(`${c.media_type}:${c.id}`)));
  }

  /**
   * A title's details with its certification in the same call: null when TMDB has no such
   * title, 403 when it fails the rule (at once, when that is already known).
   */
  async function detailIfPasses<T>(
    media: MediaType,
    id: number,
    append: string,
    schema: { safeParse(raw: unknown): { success: true; data: T } | { success: false } },
    certification: (raw: T) => string | null,
  ): Promise<T | null> {
    if (knownVerdict(media, id) === false) throw notOnThisProfile();
    const raw = await fetchOrNull(`/${media}/${id}`, { append_to_response: append });
    if (raw === null) return null;
    const parsed = schema.safeParse(raw);
    if (!parsed.success) throw toHttpError(new TmdbError('bad-response', 200, `/${media}`));
    if (!remember(media, id, certification(parsed.data))) throw notOnThisProfile();
    return parsed.data;
  }

  return {
    name: 'tmdb',
    list: list as CatalogSource['list'],
    movie: async (id) => {
      const film = await detailIfPasses(
        'movie',
        id,
        'credits,videos,recommendations,release_dates',
        upstreamMovieDetail.extend({ release_dates: upstreamReleaseDates.nullish() }),
        (raw) => usFilmCertification(raw.release_dates),
      );
      if (!film) return null;
      const detail = map.movieDetail(film);
      const recommended = await keep(detail.recommendations.results);
      return { ...detail, recommendations: { ...detail.recommendations, results: recommended } };
    },
    tv: async (id) => {
      const series = await detailIfPasses(
        'tv',
        id,
        'credits,external_ids,content_ratings',
        upstreamTvDetail.extend({ content_ratings: upstreamContentRatings.nullish() }),
        (raw) => usSeriesRating(raw.content_ratings),
      );
      return series && map.tvDetail(series);
    },
    season: async (tvId, seasonNumber) => {
      await refuseUnlessPasses('tv', tvId);
      return grown.season(tvId, seasonNumber);
    },
    search: async (scope, query, page) => {
      const found = await grown.search(scope, query, page);
      return { ...found, results: await keep(found.results) };
    },
    person: async (id) => {
      const person = await grown.person(id);
      if (!person) return null;
      const cast = await keepCredits(person.combined_credits.cast);
      const crew = await keepCredits(person.combined_credits.crew);
      // Someone known only for titles a kids profile may not see is not shown either.
      if (cast.length + crew.length === 0) throw notOnThisProfile();
      return { ...person, combined_credits: { cast, crew } };
    },
    // People are names and faces; their pages show only the titles that pass.
    searchPeople: (query, page) => grown.searchPeople(query, page),
  };
}
