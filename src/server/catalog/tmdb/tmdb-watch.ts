import { z } from 'zod';
import type { RegionOffers, WatchSource } from '@/server/catalog/catalog-source';
import type { MediaType, TitleSummary } from '@/shared/catalog/title-schemas';
import { OFFER_KINDS, type WatchProvider } from '@/shared/where-to-watch/watch-providers';
import { TmdbError, type TmdbGet } from './tmdb-http';
import type { createTmdbMapper } from './tmdb-map';
import { upstreamPage } from './tmdb-schemas';

/** Top rated on my services needs as many votes as the kids' top rated (tmdb-kids.ts). */
const TOP_RATED_MIN_VOTES = '300';
/** 'On my services' means included in a subscription, free, or free with ads: not rent or buy. */
const SERVICE_TYPES = 'flatrate|free|ads';

const upstreamOffer = z.object({
  provider_id: z.number().int().positive(),
  provider_name: z.string(),
  logo_path: z.string().nullish(),
  display_priority: z.number().nullish(),
});
const offerList = z.array(upstreamOffer).nullish();
/** `GET /{movie|tv}/{id}/watch/providers` (TMDB's reference): regions keyed by their code. */
const upstreamTitleProviders = z.object({
  results: z
    .record(
      z.string(),
      z.object({
        link: z.string().nullish(),
        flatrate: offerList,
        free: offerList,
        ads: offerList,
        rent: offerList,
        buy: offerList,
      }),
    )
    .nullish(),
});
/** `GET /watch/providers/{movie|tv}?watch_region=`: the services of a region. */
const upstreamRegionProviders = z.object({
  results: z
    .array(upstreamOffer.extend({ display_priorities: z.record(z.string(), z.number()).nullish() }))
    .nullish(),
});

type Mapper = ReturnType<typeof createTmdbMapper>;
type Offer = z.infer<typeof upstreamOffer>;

/**
 * TMDB's availability endpoints for the source (tmdb-source.ts): `call` turns upstream trouble
 * into the API's answers, `get` asks TMDB (in the request's language for the lists).
 */
export function createTmdbWatch(
  http: TmdbGet,
  get: TmdbGet,
  imageBaseUrl: string,
  map: Mapper,
  call: <T>(run: () => Promise<T>) => Promise<T>,
): WatchSource {
  const logo = (path: string | null | undefined) =>
    path ? `${imageBaseUrl}/{size}/${path.replace(/^\/+/, '')}` : null;
  const sorted = (offers: Offer[]): WatchProvider[] =>
    [...offers]
      .sort((a, b) => (a.display_priority ?? 999) - (b.display_priority ?? 999))
      .map((o) => ({ id: o.provider_id, name: o.provider_name, logo: logo(o.logo_path) }));

  const parse = <T>(schema: z.ZodType<T>, raw: unknown, path: string): T => {
    const parsed = schema.safeParse(raw);
    if (!parsed.success) throw new TmdbError('bad-response', 200, path);
    return parsed.data;
  };

  return {
    titleOffers: (media: MediaType, id: number) =>
      call(async () => {
        const path = `/${media}/${id}/watch/providers`;
        let raw: unknown;
        try {
          raw = await http(path);
        } catch (error) {
          if (error instanceof TmdbError && error.kind === 'not-found') return null;
          throw error;
        }
        const regions: Record<string, RegionOffers> = {};
        for (const [region, offers] of Object.entries(
          parse(upstreamTitleProviders, raw, path).results ?? {},
        )) {
          if (!/^[A-Z]{2}$/.test(region)) continue;
          const entry = { link: offers.link ?? null } as RegionOffers;
          for (const kind of OFFER_KINDS) entry[kind] = sorted(offers[kind] ?? []);
          regions[region] = entry;
        }
        return regions;
      }),
    regionProviders: (region: string) =>
      call(async () => {
        const answers = await Promise.all(
          (['movie', 'tv'] as const).map(async (media) => {
            const path = `/watch/providers/${media}`;
            return parse(upstreamRegionProviders, await http(path, { watch_region: region }), path)
              .results;
          }),
        );
        const byId = new Map<number, Offer>();
        for (const item of answers.flatMap((list) => list ?? [])) {
          const priority = item.display_priorities?.[region] ?? item.display_priority;
          const known = byId.get(item.provider_id);
          if (!known || (priority ?? 999) < (known.display_priority ?? 999))
            byId.set(item.provider_id, { ...item, display_priority: priority });
        }
        return sorted([...byId.values()]);
      }),
    listOnServices: (media, kind, page, services) =>
      call(async () => {
        const path = `/discover/${media}`;
        const params: Record<string, string | number> = {
          page,
          include_adult: 'false',
          sort_by: kind === 'top_rated' ? 'vote_average.desc' : 'popularity.desc',
          watch_region: services.region,
          with_watch_providers: [...services.providers].join('|'),
          with_watch_monetization_types: SERVICE_TYPES,
        };
        if (kind === 'top_rated') params['vote_count.gte'] = TOP_RATED_MIN_VOTES;
        const raw = parse(upstreamPage, await get(path, params), path);
        return media === 'movie'
          ? map.page<TitleSummary>(raw, map.movie)
          : map.page<TitleSummary>(raw, map.tv);
      }),
  };
}
