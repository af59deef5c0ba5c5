/**
 * The URL contract with the title pages: `?play=1` (plus `season` and `episode` on /tv/{id})
 * opens the player; `?resume=1` (continue watching) opens it too. The player always resumes
 * from a saved position when one exists, unless `from=start` asks to start over.
 */
export const playerParams = {
  play: 'play',
  resume: 'resume',
  season: 'season',
  episode: 'episode',
  /** `from=start`: 'Play from start' on a title page; the saved position is not used. */
  from: 'from',
};

/** Whether the page asked to start over rather than resume. */
export const startsOver = (params: URLSearchParams) => params.get(playerParams.from) === 'start';

export function isPlayerOpen(params: URLSearchParams): boolean {
  return params.get(playerParams.play) === '1' || params.get(playerParams.resume) === '1';
}

/**
 * A positive whole number from a search param, else the default
 * (docs/product.md#opening-the-player: season and episode 1).
 */
export function positiveParam(params: URLSearchParams, name: string, fallback = 1): number {
  const value = Number(params.get(name));
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

/**
 * The params left after closing: play, resume and from go, the TV page's season and episode stay.
 */
export function withoutPlayerParams(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(playerParams.play);
  next.delete(playerParams.resume);
  next.delete(playerParams.from);
  return next;
}

/**
 * The episode to resume when the URL asks to resume (`?resume=1`) without naming one: the last
 * season and episode of the series' progress record, or null to keep the defaults.
 */
export function resumeEpisode(
  params: URLSearchParams,
  record: { last_season_watched?: number; last_episode_watched?: number } | null,
): { season: number; episode: number } | null {
  if (params.get(playerParams.resume) !== '1' || params.has(playerParams.season) || !record) {
    return null;
  }
  const season = record.last_season_watched;
  const episode = record.last_episode_watched ?? 1;
  const valid = (n: number | undefined): n is number => Number.isInteger(n) && (n as number) > 0;
  return valid(season) && valid(episode) ? { season, episode } : null;
}
