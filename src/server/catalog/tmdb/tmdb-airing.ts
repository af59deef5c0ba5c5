import { z } from 'zod';
import type {
  AiringEpisode,
  AiringSource,
  SeasonAiring,
  SeriesAiring,
} from '@/server/catalog/airing-source';
import { createCachedSource, type CacheOptions } from '@/server/catalog/cache/cached-source';
import type { CatalogSource } from '@/server/catalog/catalog-source';
import { TmdbError, type TmdbGet } from './tmdb-http';
import { createTmdbMapper } from './tmdb-map';
import { inCatalogLanguage, toHttpError } from './tmdb-source';

/**
 * Air dates from TMDB (issue 34): `GET /tv/{id}` for the series' `next_episode_to_air`,
 * `last_episode_to_air`, `status` and seasons, `GET /tv/{id}/season/{n}` for each episode's
 * `air_date` and `episode_type`. Read leniently like the catalogue's answers (tmdb-schemas.ts).
 */
const text = z.string().nullish();
const upstreamEpisode = z.object({
  season_number: z.number().int(),
  episode_number: z.number().int(),
  name: text,
  air_date: text,
  episode_type: text,
});
const upstreamSeries = z.object({
  id: z.number().int().positive(),
  status: text,
  seasons: z
    .array(
      z.object({
        season_number: z.number().int(),
        episode_count: z.number().int().nullish(),
        air_date: text,
      }),
    )
    .nullish(),
  last_episode_to_air: upstreamEpisode.nullish(),
  next_episode_to_air: upstreamEpisode.nullish(),
});
const upstreamSeason = z.object({ episodes: z.array(upstreamEpisode).nullish() });

function episode(raw: z.infer<typeof upstreamEpisode>): AiringEpisode {
  return {
    season: raw.season_number,
    episode: raw.episode_number,
    title: raw.name ?? '',
    airDate: raw.air_date || null,
    type: raw.episode_type ?? 'standard',
  };
}

export function createTmdbAiring(http: TmdbGet, imageBaseUrl: string): AiringSource {
  const get = inCatalogLanguage(http);
  const map = createTmdbMapper(imageBaseUrl);

  /** A 404 is "no such series"; other trouble becomes the API's 502/503 (never a 500). */
  async function read<T>(path: string, parse: (raw: unknown) => T): Promise<T | null> {
    try {
      return parse(await get(path));
    } catch (error) {
      if (error instanceof TmdbError && error.kind === 'not-found') return null;
      throw toHttpError(error);
    }
  }

  const strict =
    <S extends z.ZodTypeAny>(schema: S, path: string) =>
    (raw: unknown): z.infer<S> => {
      const parsed = schema.safeParse(raw);
      if (!parsed.success) throw new TmdbError('bad-response', 200, path);
      return parsed.data;
    };

  return {
    name: 'tmdb',
    series: (id) =>
      read(`/tv/${id}`, (raw): SeriesAiring => {
        const parsed = strict(upstreamSeries, `/tv/${id}`)(raw);
        const card = map.tv(raw);
        return {
          id: parsed.id,
          name: card?.name ?? '',
          posterPath: card?.poster_path ?? null,
          status: parsed.status ?? '',
          seasons: (parsed.seasons ?? []).map((s) => ({
            season: s.season_number,
            episodeCount: s.episode_count ?? 0,
            airDate: s.air_date || null,
          })),
          lastEpisode: parsed.last_episode_to_air ? episode(parsed.last_episode_to_air) : null,
          nextEpisode: parsed.next_episode_to_air ? episode(parsed.next_episode_to_air) : null,
        };
      }),
    season: (id, n) =>
      read(`/tv/${id}/season/${n}`, (raw): SeasonAiring => {
        const parsed = strict(upstreamSeason, `/tv/${id}/season/${n}`)(raw);
        return { episodes: (parsed.episodes ?? []).map(episode) };
      }),
  };
}

/** The calendar's lifetime for air dates: an hour, so a moved date shows within the hour. */
const AIRING_TTL_MS = 60 * 60_000;

/**
 * `airing` behind the catalogue's own cache (cache/cached-source.ts): the same memory and
 * cluster-shared store, upstream admission, request coalescing and stale-if-error, with its
 * own keys ('airing:', per language) and a one-hour lifetime.
 */
export function cachedAiring(airing: AiringSource, options: CacheOptions): AiringSource {
  const asCatalog = {
    name: airing.name,
    tv: (id: number) => airing.series(id),
    season: (id: number, n: number) => airing.season(id, n),
  } as unknown as CatalogSource;
  const cached = createCachedSource(asCatalog, {
    ...options,
    keyPrefix: 'airing:',
    ttlMs: { list: 5 * 60_000, search: 10 * 60_000, detail: AIRING_TTL_MS },
  });
  return {
    name: airing.name,
    series: (id) => cached.tv(id) as unknown as Promise<SeriesAiring | null>,
    season: (id, n) => cached.season(id, n) as unknown as Promise<SeasonAiring | null>,
  };
}
