/** A film and a series' episodes, for tests of the watched state (records and rules). */
export const episode = (season: number, ep: number) => ({
  id: 1396,
  type: 'tv' as const,
  season,
  episode: ep,
});
export const movie = { id: 603, type: 'movie' as const };
