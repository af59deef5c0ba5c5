import type { AiringSource } from '@/server/catalog/airing-source';
import type { CatalogSource } from '@/server/catalog/catalog-source';

/**
 * Air dates from the embedded catalogue (issue 34), which invents none: its curated facts hold a
 * series' first air date and nothing later (the season and episode dates its pages show are
 * approximations, series-episodes.ts). So the one date given is the series premiere's, S01E01 on
 * the first air date; every other episode has none, and no next or last episode is known. The
 * calendar says that upcoming episodes need TMDB (`source: 'embedded'`).
 */
export function embeddedAiring(source: Pick<CatalogSource, 'tv' | 'season'>): AiringSource {
  return {
    name: 'embedded',
    async series(id) {
      const tv = await source.tv(id);
      if (!tv) return null;
      return {
        id: tv.id,
        name: tv.name,
        posterPath: tv.poster_path,
        status: tv.status,
        seasons: tv.seasons.map((s) => ({
          season: s.season_number,
          episodeCount: s.episode_count,
          airDate: s.season_number === 1 ? tv.first_air_date || null : null,
        })),
        lastEpisode: null,
        nextEpisode: null,
      };
    },
    async season(id, n) {
      const [tv, season] = await Promise.all([source.tv(id), source.season(id, n)]);
      if (!tv || !season) return null;
      return {
        episodes: season.episodes.map((e) => ({
          season: e.season_number,
          episode: e.episode_number,
          title: e.name,
          airDate:
            e.season_number === 1 && e.episode_number === 1 ? tv.first_air_date || null : null,
          type: 'standard',
        })),
      };
    },
  };
}
