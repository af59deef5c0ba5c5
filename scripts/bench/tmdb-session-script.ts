/**
 * A deterministic browsing session: which pages a reader opens and which API requests each page
 * makes. Readers come back to popular titles more often than to others (a rough Zipf curve).
 */
interface SessionRequest {
  url: string;
  /** What is fetched upstream, so repeats of one resource can be counted. */
  resource: string;
  ttl: 'list' | 'search' | 'detail';
}

export interface PageView {
  page: string;
  requests: SessionRequest[];
}

function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const lists = ['trending', 'popular', 'top_rated'] as const;
const listUrl = (media: 'movie' | 'tv', kind: (typeof lists)[number], page: number) =>
  kind === 'trending'
    ? `/api/catalog/trending/${media}/week?page=${page}`
    : `/api/catalog/${media}/${kind}?page=${page}`;
const list = (media: 'movie' | 'tv', kind: (typeof lists)[number], page = 1): SessionRequest => ({
  url: listUrl(media, kind, page),
  resource: `list:${media}:${kind}:${page}`,
  ttl: 'list',
});

export function scriptedSession(count: number, seed = 42): PageView[] {
  const next = random(seed);
  const pick = (n: number) => Math.min(n - 1, Math.floor(n * next() ** 2));
  const views: PageView[] = [];
  const searches = ['signal', 'harbor', 'neon', 'quantum', 'echo'];
  for (let i = 0; i < count; i += 1) {
    const roll = next();
    if (roll < 0.15) {
      views.push({
        page: '/browse',
        requests: (['movie', 'tv'] as const).flatMap((m) => lists.map((k) => list(m, k))),
      });
    } else if (roll < 0.4) {
      const media = next() < 0.6 ? 'movie' : 'tv';
      const kind = lists[pick(3)]!;
      const requests = [list(media, kind)];
      if (next() < 0.3) requests.push(list(media, kind, 2));
      views.push({ page: media === 'movie' ? '/movies' : '/tv-shows', requests });
    } else if (roll < 0.5) {
      const media = next() < 0.6 ? 'movie' : 'tv';
      const query = searches[pick(searches.length)]!;
      views.push({
        page: `/${media === 'movie' ? 'movies' : 'tv-shows'}?q=${query}`,
        requests: [
          {
            url: `/api/catalog/search/${media}?query=${query}&page=1`,
            resource: `search:${media}:${query}`,
            ttl: 'search',
          },
        ],
      });
    } else if (roll < 0.8) {
      const id = 1000 + pick(45);
      views.push({
        page: `/movie/${id}`,
        requests: [{ url: `/api/catalog/movie/${id}`, resource: `movie:${id}`, ttl: 'detail' }],
      });
    } else {
      const id = 5000 + pick(45);
      const season = 1 + pick(1 + (id % 8));
      views.push({
        page: `/tv/${id}`,
        requests: [
          { url: `/api/catalog/tv/${id}`, resource: `tv:${id}`, ttl: 'detail' },
          {
            url: `/api/catalog/tv/${id}/season/${season}`,
            resource: `season:${id}:${season}`,
            ttl: 'detail',
          },
        ],
      });
    }
  }
  return views;
}
