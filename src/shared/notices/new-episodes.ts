/**
 * Which aired episodes the bell and the push notices announce (docs/product.md#new-episode-notices):
 * those that aired after the profile's seen-until time, of a series the person is caught up on.
 * Caught up means they watched the episode just before the new one (Stremio's lesson: a series
 * left half-way should stay quiet). Both sides apply it: the bell in the page, the scheduler on
 * the server.
 */

export interface AiredEpisode {
  seriesId: number;
  season: number;
  episode: number;
  /** 'YYYY-MM-DD'. */
  airDate: string;
}

/** What the person has of one series: the episodes marked watched, and whether it is in the vault. */
export interface SeriesState {
  watched: ReadonlySet<string>;
  inVault: boolean;
}

const episodeKey = (season: number, episode: number) => `${season}:${episode}`;

/** An episode counts as aired from the start of its air date (UTC): dates carry no hour. */
export function airedAt(airDate: string): number {
  return Date.parse(`${airDate}T00:00:00Z`);
}

/**
 * The new episodes, oldest first: aired in (seenUntil, now], not watched, and each one's
 * predecessor watched or itself announced (two episodes that aired in one week both count).
 * The predecessor of a season's first episode is the previous season's last one the lists know
 * (`known`: every episode the caller has of the series, aired or not); a series' very first
 * episode needs the series in the vault. Specials (season 0) are never announced.
 */
export function newEpisodes<E extends AiredEpisode>(
  episodes: readonly E[],
  states: ReadonlyMap<number, SeriesState>,
  seenUntil: number,
  now: number,
): E[] {
  const bySeries = new Map<number, E[]>();
  for (const episode of episodes) {
    const list = bySeries.get(episode.seriesId) ?? [];
    list.push(episode);
    bySeries.set(episode.seriesId, list);
  }
  const found: E[] = [];
  for (const [seriesId, known] of bySeries) {
    const state = states.get(seriesId);
    if (!state) continue;
    const sorted = [...known].sort((a, b) => a.season - b.season || a.episode - b.episode);
    const reached = new Set(state.watched);
    for (const candidate of sorted) {
      const at = airedAt(candidate.airDate);
      if (candidate.season === 0 || !(at > seenUntil && at <= now)) continue;
      const key = episodeKey(candidate.season, candidate.episode);
      if (state.watched.has(key)) continue;
      if (!predecessorReached(candidate, sorted, reached, state)) continue;
      reached.add(key);
      found.push(candidate);
    }
  }
  return found.sort((a, b) => airedAt(a.airDate) - airedAt(b.airDate) || a.seriesId - b.seriesId);
}

function predecessorReached(
  candidate: AiredEpisode,
  known: readonly AiredEpisode[],
  reached: ReadonlySet<string>,
  state: SeriesState,
): boolean {
  if (candidate.episode > 1)
    return reached.has(episodeKey(candidate.season, candidate.episode - 1));
  if (candidate.season === 1) return state.inVault;
  const previous = candidate.season - 1;
  const listed = known.filter((e) => e.season === previous).map((e) => e.episode);
  const watched = [...reached]
    .map((key) => key.split(':').map(Number) as [number, number])
    .filter(([season]) => season === previous)
    .map(([, episode]) => episode);
  const last = Math.max(0, ...listed, ...watched);
  return last > 0 && reached.has(episodeKey(previous, last));
}

/** The watched episodes and vault series of a library, from its keys (`watched:tv:1:2:3`, `vault:tv:1`). */
export function seriesStates(keys: Iterable<string>): Map<number, SeriesState> {
  const states = new Map<number, { watched: Set<string>; inVault: boolean }>();
  const stateOf = (id: number) => {
    let state = states.get(id);
    if (!state) states.set(id, (state = { watched: new Set(), inVault: false }));
    return state;
  };
  for (const key of keys) {
    const watched = /^watched:tv:(\d+):(\d+):(\d+)$/.exec(key);
    if (watched) {
      stateOf(Number(watched[1])).watched.add(episodeKey(Number(watched[2]), Number(watched[3])));
      continue;
    }
    const vault = /^vault:tv:(\d+)$/.exec(key);
    if (vault) stateOf(Number(vault[1])).inVault = true;
  }
  return states;
}
