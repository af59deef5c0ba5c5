/**
 * The URL contract with the title pages: `?play=1` (plus `season` and `episode` on /tv/{id})
 * opens the player; `?resume=1` (continue watching) opens it too. The player always resumes
 * from a saved position when one exists. Kept free of dependencies so route chunks stay small.
 */
export const playerParams = {
  play: 'play',
  resume: 'resume',
  season: 'season',
  episode: 'episode',
};

export function isPlayerOpen(params: URLSearchParams): boolean {
  return params.get(playerParams.play) === '1' || params.get(playerParams.resume) === '1';
}

/** A positive whole number from a search param, else the default (spec: season and episode 1). */
export function positiveParam(params: URLSearchParams, name: string, fallback = 1): number {
  const value = Number(params.get(name));
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

/** The params left after closing: play and resume go, the TV page's season and episode stay. */
export function withoutPlayerParams(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(playerParams.play);
  next.delete(playerParams.resume);
  return next;
}
