import { describe, expect, it } from 'vitest';
import type { AiringSource, SeriesAiring } from '@/server/catalog/airing-source';
import { cachedAiring } from '@/server/catalog/tmdb/tmdb-airing';
import { HttpError } from '@/server/http/errors';
import { createEpisodeService } from './episode-service';

/** The episode service on a hand-made source: fallbacks, the notices' view, the cache's hour. */
const series: SeriesAiring = {
  id: 7,
  name: 'Quiet Relay',
  posterPath: null,
  status: 'Returning Series',
  seasons: [
    { season: 0, episodeCount: 2, airDate: null },
    { season: 1, episodeCount: 3, airDate: '2026-11-01' },
  ],
  lastEpisode: {
    season: 1,
    episode: 2,
    title: 'Two',
    airDate: '2026-11-08',
    type: 'standard',
  },
  nextEpisode: { season: 1, episode: 3, title: 'Three', airDate: '2026-11-15', type: 'finale' },
};
const seasonOne = {
  episodes: [1, 2, 3].map((episode) => ({
    season: 1,
    episode,
    title: ['One', 'Two', 'Three'][episode - 1]!,
    airDate: ['2026-11-01', '2026-11-08', '2026-11-15'][episode - 1]!,
    type: episode === 3 ? 'finale' : 'standard',
  })),
};

function source(overrides: Partial<AiringSource> = {}): AiringSource & { calls: string[] } {
  const calls: string[] = [];
  return {
    name: 'tmdb',
    calls,
    series: async (id) => {
      calls.push(`series:${id}`);
      return id === 7 ? series : null;
    },
    season: async (id, n) => {
      calls.push(`season:${id}:${n}`);
      return n === 1 ? seasonOne : null;
    },
    ...overrides,
  };
}

describe('the episode service', () => {
  it('falls back on the next and last episodes when a season cannot be read', async () => {
    const failing = source({
      season: async () => {
        throw new HttpError(502, 'catalog-upstream-error', 'down');
      },
    });
    const { episodes } = await createEpisodeService(failing).episodesInWindow(
      [7],
      { from: '2026-11-01', to: '2026-11-30' },
      'en',
    );
    expect(episodes.map((e) => [e.episode, e.label])).toEqual([
      [2, null],
      [3, 'season-finale'],
    ]);
  });

  it('gives the notices the aired episodes of the latest season, in order', async () => {
    const aired = await createEpisodeService(source()).seriesEpisodes([7, 8], 'en', '2026-11-10');
    expect(aired).toHaveLength(1);
    expect(aired[0]!.episodes.map((e) => e.episode)).toEqual([1, 2]);
    expect(aired[0]!.lastAired).toMatchObject({ season: 1, episode: 2, title: 'Two' });
    expect(aired[0]!.episodes[0]!.label).toBe('series-premiere');
  });

  it('reads air dates again once they are an hour old', async () => {
    let clock = 0;
    const upstream = source();
    const cached = cachedAiring(upstream, { now: () => clock });
    await cached.series(7);
    clock += 59 * 60_000;
    await cached.series(7);
    expect(upstream.calls).toEqual(['series:7']);
    clock += 2 * 60_000;
    await cached.series(7);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(upstream.calls).toEqual(['series:7', 'series:7']);
  });
});
