import * as v from 'valibot';
import { validRegion } from './watch-regions';

/*
 * Where to watch (issue 34, docs/product.md#where-to-watch): TMDB's availability data (from
 * JustWatch) in the shape our API answers, the viewer's settings, and their bounds.
 */

/** 'My services' holds at most this many providers: a household's, with room to spare. */
export const MAX_SERVICES = 50;

/** The ways a title is offered, in the order the section shows them. */
export const OFFER_KINDS = ['flatrate', 'free', 'ads', 'rent', 'buy'] as const;
export type OfferKind = (typeof OFFER_KINDS)[number];

const providerId = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647));

const watchProviderSchema = v.object({
  id: providerId,
  name: v.string(),
  /** An image template with `{size}` (image-url.ts, kind 'logo'), or null. */
  logo: v.nullable(v.string()),
});
export type WatchProvider = v.InferOutput<typeof watchProviderSchema>;

const offers = v.optional(v.array(watchProviderSchema), []);

/**
 * GET /api/catalog/{movie|tv}/{id}/watch-providers?region=XX: the region's offers, each list
 * sorted by TMDB's display priority; `link` is TMDB's watch page for the title in that region
 * (null, and every list empty, when the region has nothing).
 */
export const titleWatchProvidersSchema = v.object({
  id: providerId,
  region: v.string(),
  link: v.nullable(v.string()),
  flatrate: offers,
  free: offers,
  ads: offers,
  rent: offers,
  buy: offers,
});
export type TitleWatchProviders = v.InferOutput<typeof titleWatchProvidersSchema>;

/** GET /api/catalog/watch-providers?region=XX: the services TMDB lists there, by priority. */
export const regionProvidersSchema = v.object({
  region: v.string(),
  providers: v.array(watchProviderSchema),
});
export type RegionProviders = v.InferOutput<typeof regionProvidersSchema>;

const regionSchema = v.pipe(
  v.string(),
  v.check((value) => validRegion(value) !== null, 'must be a country TMDB has data for'),
);

/**
 * A profile's 'Where to watch' settings: its country (null: not chosen, the browser's language
 * decides) and 'My services', distinct provider ids.
 */
export const watchSettingsSchema = v.object({
  region: v.nullable(regionSchema),
  providers: v.pipe(
    v.array(providerId),
    v.maxLength(MAX_SERVICES, `at most ${MAX_SERVICES} services`),
    v.check((ids) => new Set(ids).size === ids.length, 'each service once'),
  ),
});
export type WatchSettings = v.InferOutput<typeof watchSettingsSchema>;

export const NO_WATCH_SETTINGS: WatchSettings = { region: null, providers: [] };

/** GET and PUT (a `WatchSettings` body) the current profile's settings; accounts mode. */
export const WATCH_SETTINGS_PATH = '/api/profiles/watch-settings';

/** The `providers` parameter of a list on my services: TMDB's "any of them", `8|9`. */
export const servicesParam = (ids: readonly number[]) => [...ids].sort((a, b) => a - b).join('|');
