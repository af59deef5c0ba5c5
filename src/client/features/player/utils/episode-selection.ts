import { regularSeasons } from '@/shared/catalog/seasons';

/**
 * The player's selection and episode-list rules (docs/product.md#episodes-and-recommendations), as
 * pure functions.
 */
export interface EpisodeRef {
  season_number: number;
  episode_number: number;
}

export interface Selection {
  season: number;
  episode: number;
}

const EPISODE_PAD_THRESHOLD = 8;
const EPISODE_LIST_MAX = 12;
const EPISODE_PAD_MAX = 5;

/** Fewer than 8 episodes and a later season exists: append up to min(5, 12 - count) of it. */
export function padEpisodeList<T extends EpisodeRef>(current: T[], nextSeason: T[] | null): T[] {
  if (current.length >= EPISODE_PAD_THRESHOLD || !nextSeason || nextSeason.length === 0) {
    return current;
  }
  const room = Math.min(EPISODE_PAD_MAX, EPISODE_LIST_MAX - current.length);
  return [...current, ...nextSeason.slice(0, Math.max(0, room))];
}

/** Whether the list would be padded, so the next season is fetched only when needed. */
export function needsPadding(currentCount: number, laterSeason: number | null): boolean {
  return laterSeason !== null && currentCount < EPISODE_PAD_THRESHOLD;
}

/** The first regular season after `season`, or null. */
export function laterSeason(
  seasons: { season_number: number; episode_count: number }[],
  season: number,
): number | null {
  return (
    regularSeasons(seasons).find((s) => s.season_number > season && s.episode_count > 0)
      ?.season_number ?? null
  );
}

/** A requested season with no episodes (or that does not exist) falls back to season 1. */
export function resolveSeason(
  requested: number,
  seasons: { season_number: number; episode_count: number }[],
): number {
  const found = seasons.find((s) => s.season_number === requested);
  return found && found.episode_count > 0 ? requested : 1;
}

/** Selecting a season resets the episode to 1. */
export function selectSeason(season: number): Selection {
  return { season, episode: 1 };
}

/**
 * The entry after the current one in the loaded list; it may carry another season's number.
 * At the end of the list the first episode of the next season follows, which is what a viewer
 * expects once a long season (never padded) ends.
 */
export function nextEpisode(
  list: EpisodeRef[],
  current: Selection,
  nextSeasonNumber: number | null,
): Selection | null {
  const index = list.findIndex(
    (e) => e.season_number === current.season && e.episode_number === current.episode,
  );
  const entry = index >= 0 ? list[index + 1] : undefined;
  if (entry) return { season: entry.season_number, episode: entry.episode_number };
  if (index >= 0 && index === list.length - 1 && nextSeasonNumber !== null) {
    const last = list[index];
    if (last && last.season_number < nextSeasonNumber) return selectSeason(nextSeasonNumber);
  }
  return null;
}

/** Previous decrements the episode and stops at 1. */
export function previousEpisode(current: Selection): Selection | null {
  return current.episode > 1 ? { season: current.season, episode: current.episode - 1 } : null;
}
