/**
 * What the calendar (src/server/calendar/) reads about a series on the air: its next and last
 * episodes and each season's air dates. Apart from the catalogue's contract (CatalogSource),
 * whose detail answers carry no `next_episode_to_air` or `episode_type` and are kept 12 hours:
 * these are kept one hour at most, so a date TMDB moves reaches the calendar within the hour.
 */

/** TMDB's `episode_type`: 'standard', 'finale', 'mid_season' (its documented values). */
type EpisodeType = string;

export interface AiringEpisode {
  season: number;
  episode: number;
  title: string;
  /** YYYY-MM-DD, or null when not announced. */
  airDate: string | null;
  type: EpisodeType;
}

export interface SeriesAiring {
  id: number;
  name: string;
  /** The same URL template as the catalogue's cards (shared/catalog/image-url.ts). */
  posterPath: string | null;
  /** TMDB's `status`: 'Returning Series', 'Ended', 'Canceled', … ('' when unknown). */
  status: string;
  /** Regular seasons and specials (0) as listed, with their first air dates. */
  seasons: Array<{ season: number; episodeCount: number; airDate: string | null }>;
  lastEpisode: AiringEpisode | null;
  nextEpisode: AiringEpisode | null;
}

export interface SeasonAiring {
  episodes: AiringEpisode[];
}

export interface AiringSource {
  readonly name: 'embedded' | 'tmdb';
  /** `null`: no such series. Upstream trouble is thrown as an HttpError (502/503/429). */
  series(id: number): Promise<SeriesAiring | null>;
  season(id: number, season: number): Promise<SeasonAiring | null>;
}
