import { fakeMovies, fakeTvShows } from './fake-tmdb-data';

/**
 * The fake TMDB's availability data (issue 34), in the shapes TMDB's v3 API reference documents
 * for its JustWatch-backed endpoints:
 * - `GET /{movie|tv}/{id}/watch/providers`: `{ id, results: { XX: { link, flatrate?, free?,
 *   ads?, rent?, buy? } } }`, each offer `{ logo_path, provider_id, provider_name,
 *   display_priority }`; a region with no offer is absent from `results`, an unknown title 404.
 * - `GET /watch/providers/{movie|tv}?watch_region=XX`: `{ results: [{ display_priorities,
 *   display_priority, logo_path, provider_name, provider_id }] }`, every provider without one.
 * - `GET /watch/providers/regions`: `{ results: [{ iso_3166_1, english_name, native_name }] }`.
 * - discover's `with_watch_providers` (its reference: `|` for any of them, `,` for all), only
 *   with `watch_region`, over the monetisation types `with_watch_monetization_types` names
 *   (all of them when absent).
 * The ids, names and priorities are TMDB's real ones for these services; the offers per title
 * are invented by rule, so US and DE answer differently and some titles have nothing.
 */
interface FakeProvider {
  provider_id: number;
  provider_name: string;
  logo_path: string;
  /** Per region: the priority TMDB gives it there (lower shows first). */
  display_priorities: Record<string, number>;
}

const provider = (id: number, name: string, priorities: Record<string, number>): FakeProvider => ({
  provider_id: id,
  provider_name: name,
  logo_path: `/logo-${id}.jpg`,
  display_priorities: priorities,
});

export const FAKE_PROVIDERS = {
  netflix: provider(8, 'Netflix', { US: 0, DE: 0, GB: 0, BR: 1 }),
  prime: provider(9, 'Amazon Prime Video', { US: 2, DE: 1 }),
  disney: provider(337, 'Disney Plus', { US: 1 }),
  hulu: provider(15, 'Hulu', { US: 4 }),
  apple: provider(2, 'Apple TV', { US: 6, DE: 5, GB: 4 }),
  google: provider(3, 'Google Play Movies', { US: 7 }),
  tubi: provider(73, 'Tubi TV', { US: 9 }),
  pluto: provider(300, 'Pluto TV', { US: 10 }),
  wow: provider(30, 'WOW', { DE: 2 }),
  joyn: provider(304, 'Joyn', { DE: 3 }),
  now: provider(39, 'Now TV', { GB: 1 }),
  globoplay: provider(307, 'Globoplay', { BR: 0 }),
};

type OfferKind = 'flatrate' | 'free' | 'ads' | 'rent' | 'buy';
type Offers = Partial<Record<OfferKind, FakeProvider[]>>;

const P = FAKE_PROVIDERS;

/** The offers of title `id` in each region, by rule (see the header). */
function offersOf(id: number): Record<string, Offers> {
  const when = (test: boolean, p: FakeProvider) => (test ? [p] : []);
  const regions: Record<string, Offers> = {
    US: {
      flatrate: [
        ...when(id % 3 === 0, P.netflix),
        ...when(id % 3 === 1, P.prime),
        ...when(id % 5 === 0, P.disney),
        ...when(id % 4 === 0, P.hulu),
      ],
      free: when(id % 6 === 2, P.tubi),
      ads: when(id % 4 === 2, P.pluto),
      rent: id % 10 === 9 ? [] : [P.google, P.apple],
      buy: id % 10 === 9 ? [] : [P.apple],
    },
    DE: {
      flatrate: [...when(id % 2 === 0, P.netflix), ...when(id % 2 === 1, P.wow)],
      ads: when(id % 3 === 0, P.joyn),
      buy: [P.apple],
    },
    GB: { flatrate: [...when(id % 2 === 1, P.netflix), ...when(id % 3 === 0, P.now)] },
    BR: { flatrate: [...when(id % 2 === 0, P.globoplay), ...when(id % 4 === 1, P.netflix)] },
  };
  // Every eleventh title is offered nowhere in the US (its region is left out, as TMDB does).
  if (id % 11 === 0) delete regions.US;
  return regions;
}

const offer = (p: FakeProvider, region: string) => ({
  logo_path: p.logo_path,
  provider_id: p.provider_id,
  provider_name: p.provider_name,
  display_priority: p.display_priorities[region] ?? 99,
});

function watchProviders(media: 'movie' | 'tv', id: number) {
  const results: Record<string, unknown> = {};
  for (const [region, offers] of Object.entries(offersOf(id))) {
    const present = Object.entries(offers).filter(([, list]) => list.length > 0);
    if (present.length === 0) continue;
    results[region] = {
      link: `https://www.themoviedb.org/${media}/${id}/watch?locale=${region}`,
      ...Object.fromEntries(
        present.map(([kind, list]) => [kind, list.map((p) => offer(p, region))]),
      ),
    };
  }
  return { id, results };
}

function regionProviders(region: string | undefined) {
  const all = Object.values(P).filter((p) => !region || region in p.display_priorities);
  return {
    results: all.map((p) => ({
      display_priorities: p.display_priorities,
      display_priority: region ? p.display_priorities[region]! : 99,
      logo_path: p.logo_path,
      provider_name: p.provider_name,
      provider_id: p.provider_id,
    })),
  };
}

const REGION_NAMES: Record<string, string> = {
  US: 'United States of America',
  DE: 'Germany',
  GB: 'United Kingdom',
  BR: 'Brazil',
  AT: 'Austria',
  FR: 'France',
};

/** The availability routes; `undefined` when the path is none of them. */
export function fakeProviderRoute(path: string, q: Record<string, string>): unknown {
  if (path === '/watch/providers/regions') {
    return {
      results: Object.entries(REGION_NAMES).map(([code, name]) => ({
        iso_3166_1: code,
        english_name: name,
        native_name: name,
      })),
    };
  }
  if (path === '/watch/providers/movie' || path === '/watch/providers/tv') {
    return regionProviders(q.watch_region);
  }
  const m = /^\/(movie|tv)\/(\d+)\/watch\/providers$/.exec(path);
  if (!m) return undefined;
  const media = m[1] as 'movie' | 'tv';
  const id = Number(m[2]);
  const known = (media === 'movie' ? fakeMovies : fakeTvShows).some((x) => x.id === id);
  return known ? watchProviders(media, id) : null;
}

/** Discover's provider filter (see the header): true when the title passes, or no filter. */
export function onWatchProviders(id: number, q: Record<string, string>): boolean {
  const wanted = q.with_watch_providers ?? '';
  if (!wanted || !q.watch_region) return true;
  const any = wanted.includes('|');
  const ids = wanted
    .split(any ? '|' : ',')
    .filter(Boolean)
    .map(Number);
  const kinds = (q.with_watch_monetization_types ?? 'flatrate|free|ads|rent|buy').split('|');
  const offers = offersOf(id)[q.watch_region] ?? {};
  const here = new Set(
    Object.entries(offers)
      .filter(([kind]) => kinds.includes(kind))
      .flatMap(([, list]) => list.map((p) => p.provider_id)),
  );
  return any ? ids.some((x) => here.has(x)) : ids.every((x) => here.has(x));
}
