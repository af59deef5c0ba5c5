import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  fakeContentRatings,
  fakeMovieCertification,
  fakeReleaseDates,
  fakeMovieDetail,
  fakeMovies,
  fakePerson,
  fakeSeason,
  fakeTvDetail,
  fakeTvShows,
  fakePersonDetail,
} from './fake-tmdb-data';
import { airingRoute } from './fake-tmdb-airing';
import { fakeProviderRoute, onWatchProviders } from './fake-tmdb-providers';

/**
 * A stand-in for TMDB's v3 API on 127.0.0.1, answering in TMDB's real JSON shapes (its v3 API
 * reference and published answers): TV details carry `genres` but no `genre_ids`, the popular TV
 * list reports thousands of pages while pages above 500 are refused, and a 429 may come without
 * Retry-After. Tests switch
 * it to be slow, to fail with 5xx, to answer 429 with Retry-After, or to reject the key, and
 * read back every call it received. `POST /__fake/behaviour` does the same for browser journeys.
 *
 * It answers in the `language` asked (ISO 639-1 with a region, `fr-FR`: TMDB's documented
 * parameter; en-US when absent, its documented default) the way TMDB does: a film's `title`,
 * a series' `name`, their `overview` and a person's `biography` come translated where the
 * fake has a translation (every title but those whose id ends in 2 or 7: `translatedText`), and
 * where it has none the overview and biography come back empty ('' as TMDB sends an
 * untranslated text) while the title stays the English one (TMDB falls back to the default
 * title, not to an empty one); `original_title` and `original_name` never change. A film's
 * `production_countries` keep their English `name` and its `spoken_languages` their
 * `english_name` and own-language `name` ('Français') in every language, as TMDB answers them.
 */
interface FakeBehaviour {
  delayMs: number;
  /** Every request answers this 5xx status (an outage) while set. */
  failStatus: number | null;
  /** Only the next N requests fail with `failStatus ?? 503`. */
  failNext: number;
  /** The next N requests answer 429 with this Retry-After (none when empty). */
  rateLimitNext: number;
  retryAfter: string;
  /** Every credential is rejected with TMDB's 401 body. */
  rejectKey: boolean;
}

interface FakeCall {
  path: string;
  query: Record<string, string>;
  auth: 'bearer' | 'api_key' | 'none';
}

const defaults: FakeBehaviour = {
  delayMs: 0,
  failStatus: null,
  failNext: 0,
  rateLimitNext: 0,
  retryAfter: '1',
  rejectKey: false,
};

const PAGE_SIZE = 20;

export interface FakeTmdbServer {
  url: string;
  port: number;
  calls: FakeCall[];
  behaviour: FakeBehaviour;
  set(patch: Partial<FakeBehaviour>): void;
  reset(): void;
  close(): Promise<void>;
}

export async function startFakeTmdb(options: {
  token?: string;
  apiKey?: string;
  port?: number;
}): Promise<FakeTmdbServer> {
  const calls: FakeCall[] = [];
  const state = { behaviour: { ...defaults } };

  const server = createServer((req, res) => {
    handle(req, res).catch(() => send(res, 500, { status_message: 'fake crashed' }));
  });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (req.method === 'POST' && url.pathname === '/__fake/behaviour') {
      let body = '';
      for await (const chunk of req) body += chunk;
      state.behaviour = { ...defaults, ...(JSON.parse(body || '{}') as Partial<FakeBehaviour>) };
      return send(res, 200, state.behaviour);
    }
    const path = url.pathname.replace(/^\/3(?=\/)/, '');
    const query = Object.fromEntries(url.searchParams);
    const bearer = req.headers.authorization?.replace(/^Bearer /, '');
    calls.push({
      path,
      query: Object.fromEntries(Object.entries(query).filter(([k]) => k !== 'api_key')),
      auth: bearer ? 'bearer' : query.api_key ? 'api_key' : 'none',
    });
    const b = state.behaviour;
    if (b.delayMs) await new Promise((resolve) => setTimeout(resolve, b.delayMs));
    if (req.method !== 'GET') return send(res, 405, { status_message: 'GET only' });
    const keyOk =
      (options.token !== undefined && bearer === options.token) ||
      (options.apiKey !== undefined && query.api_key === options.apiKey);
    if (b.rejectKey || !keyOk) {
      return send(res, 401, {
        status_code: 7,
        status_message: 'Invalid API key: You must be granted a valid key.',
        success: false,
      });
    }
    if (b.rateLimitNext > 0) {
      b.rateLimitNext -= 1;
      // TMDB's own 429 answers carry no Retry-After at times (seen in published answers since
      // its rate limits were relaxed in 2019); an empty `retryAfter` leaves the header out.
      if (b.retryAfter) res.setHeader('retry-after', b.retryAfter);
      return send(res, 429, { status_code: 25, status_message: 'Request count over limit.' });
    }
    if (b.failStatus !== null || b.failNext > 0) {
      if (b.failNext > 0) b.failNext -= 1;
      return send(res, b.failStatus ?? 503, { status_code: 9, status_message: 'Service offline.' });
    }
    // TMDB serves list and search pages 1 to 500 only, whatever total_pages says
    // (its API reference; the refusal below is its documented status code 22).
    const pageNumber = Number(query.page ?? 1);
    if (!Number.isInteger(pageNumber) || pageNumber < 1 || pageNumber > 500) {
      return send(res, 400, {
        success: false,
        status_code: 22,
        status_message:
          'Invalid page: Pages start at 1 and max at 500. They are expected to be an integer.',
      });
    }
    // The series on the air (fake-tmdb-airing.ts) answer first; the rest as below.
    const airing = airingRoute(path, query);
    const answer = translated(airing === undefined ? route(path, query) : airing, query.language);
    if (answer === null) {
      return send(res, 404, {
        success: false,
        status_code: 34,
        status_message: 'The resource you requested could not be found.',
      });
    }
    return send(res, 200, answer);
  }

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/3`,
    port,
    calls,
    get behaviour() {
      return state.behaviour;
    },
    set: (patch) => Object.assign(state.behaviour, patch),
    reset: () => {
      state.behaviour = { ...defaults };
      calls.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Whether the fake has a translation of this title or person: all but ids ending in 2 or 7. */
export const fakeHasTranslation = (id: number) => id % 5 !== 2;

/** How the fake writes a text in another language: the language's tag before the English. */
export const translatedText = (language: string, text: string) => `[${language}] ${text}`;

/** An answer in `language` (see the header): English as it is, else translated where it can. */
function translated(answer: unknown, language: string | undefined): unknown {
  if (answer === null || !language || language === 'en-US') return answer;
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (typeof value !== 'object' || value === null) return value;
    const node = Object.fromEntries(
      Object.entries(value).map(([key, child]) => [key, walk(child)]),
    ) as Record<string, unknown>;
    // A film has a title, a series a first air date; a person's name is never translated.
    const isRecord = typeof node.id === 'number' && ('title' in node || 'first_air_date' in node);
    const isPerson = typeof node.id === 'number' && typeof node.biography === 'string';
    if (!isRecord && !isPerson) return node;
    const has = fakeHasTranslation(node.id as number);
    for (const field of ['title', 'name'] as const) {
      if (has && isRecord && typeof node[field] === 'string')
        node[field] = translatedText(language, node[field]);
    }
    for (const field of ['overview', 'biography'] as const) {
      if (typeof node[field] === 'string' && node[field] !== '')
        node[field] = has ? translatedText(language, node[field]) : '';
    }
    return node;
  };
  return walk(answer);
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json;charset=utf-8' });
  res.end(JSON.stringify(body));
}

function paged<T>(items: T[], pageText: string | undefined) {
  const page = Math.max(1, Number(pageText) || 1);
  return {
    page,
    results: items.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE),
    total_pages: Math.ceil(items.length / PAGE_SIZE),
    total_results: items.length,
  };
}

const byPopularity = <T extends { popularity: number }>(xs: T[]) =>
  [...xs].sort((a, b) => b.popularity - a.popularity);
const byRating = <T extends { vote_average: number }>(xs: T[]) =>
  [...xs].sort((a, b) => b.vote_average - a.vote_average);
const tagged = <T>(xs: T[], media_type: 'movie' | 'tv') => xs.map((x) => ({ ...x, media_type }));

/**
 * `GET /find/{external_id}?external_source=imdb_id`, as TMDB documents it: every kind's list is
 * present (empty when nothing has that id), items in the list shape with `media_type`. The fake's
 * IMDb ids are those its details carry: `tt0{id}` for films, `tt9{id}` for series.
 */
function find(externalId: string, source: string | undefined) {
  const empty = {
    movie_results: [] as unknown[],
    person_results: [],
    tv_results: [] as unknown[],
    tv_episode_results: [],
    tv_season_results: [],
  };
  if (source !== 'imdb_id') return empty;
  const movie = fakeMovies.find((x) => `tt0${x.id}` === externalId);
  const show = fakeTvShows.find((x) => `tt9${x.id}` === externalId);
  if (movie) empty.movie_results.push({ ...movie, media_type: 'movie' });
  if (show) empty.tv_results.push({ ...show, media_type: 'tv' });
  return empty;
}

function route(path: string, q: Record<string, string>): unknown {
  const append = (q.append_to_response ?? '').split(',');
  const matches = (name: string) => name.toLowerCase().includes((q.query ?? '').toLowerCase());
  const lists: Record<string, () => unknown> = {
    '/authentication': () => ({ success: true, status_code: 1, status_message: 'Success.' }),
    '/trending/movie/week': () => paged(tagged([...fakeMovies].reverse(), 'movie'), q.page),
    '/movie/popular': () => paged(byPopularity(fakeMovies), q.page),
    '/movie/top_rated': () => paged(byRating(fakeMovies), q.page),
    '/trending/tv/week': () => paged(tagged([...fakeTvShows].reverse(), 'tv'), q.page),
    // Real popular lists report tens of thousands of pages (of which 500 can be asked for).
    '/tv/popular': () => ({
      ...paged(byPopularity(fakeTvShows), q.page),
      total_pages: 9375,
      total_results: 187_500,
    }),
    '/tv/top_rated': () => paged(byRating(fakeTvShows), q.page),
    '/search/movie': () =>
      paged(
        fakeMovies.filter((m) => matches(m.title)),
        q.page,
      ),
    '/search/tv': () =>
      paged(
        fakeTvShows.filter((t) => matches(t.name)),
        q.page,
      ),
    '/discover/movie': () => paged(discoverMovies(q), q.page),
    '/discover/tv': () => paged(discoverTv(q), q.page),
    '/search/person': () => paged(matches(fakePerson.name) ? [fakePerson] : [], q.page),
    '/search/multi': () =>
      paged(
        [
          ...tagged(
            fakeMovies.filter((m) => matches(m.title)),
            'movie',
          ),
          ...(matches(fakePerson.name) ? [fakePerson] : []),
          ...tagged(
            fakeTvShows.filter((t) => matches(t.name)),
            'tv',
          ),
        ],
        q.page,
      ),
  };
  if (lists[path]) return lists[path]();
  // Where to watch (issue 34): its own file, fake-tmdb-providers.ts.
  const providers = fakeProviderRoute(path, q);
  if (providers !== undefined) return providers;
  let m = /^\/movie\/(\d+)$/.exec(path);
  if (m) {
    const movie = fakeMovies.find((x) => x.id === Number(m![1]));
    return movie ? fakeMovieDetail(movie, append) : null;
  }
  m = /^\/tv\/(\d+)$/.exec(path);
  if (m) {
    const show = fakeTvShows.find((x) => x.id === Number(m![1]));
    return show ? fakeTvDetail(show, append) : null;
  }
  m = /^\/person\/(\d+)$/.exec(path);
  if (m) return Number(m[1]) === fakePerson.id ? fakePersonDetail(append) : null;
  m = /^\/find\/(tt\d+)$/.exec(path);
  if (m) return find(m[1]!, q.external_source);
  m = /^\/movie\/(\d+)\/release_dates$/.exec(path);
  if (m) {
    const movie = fakeMovies.find((x) => x.id === Number(m![1]));
    return movie ? fakeReleaseDates(movie) : null;
  }
  m = /^\/tv\/(\d+)\/content_ratings$/.exec(path);
  if (m) {
    const show = fakeTvShows.find((x) => x.id === Number(m![1]));
    return show ? fakeContentRatings(show) : null;
  }
  m = /^\/tv\/(\d+)\/season\/(\d+)$/.exec(path);
  if (m) {
    const show = fakeTvShows.find((x) => x.id === Number(m![1]));
    const n = Number(m[2]);
    return show && n <= 1 + (show.id % 8) ? fakeSeason(show.id, n) : null;
  }
  return null;
}

/**
 * TMDB's US certifications in its own order (`GET /certification/movie/list`): 'NR' comes
 * first, so `certification.lte=PG` lets unrated films through with G and PG.
 */
const US_CERTIFICATION_ORDER = ['NR', 'G', 'PG', 'PG-13', 'R', 'NC-17'];

/** `sort_by` as discover reads it: `field.asc` or `field.desc`; popularity.desc by default. */
function discoverSort<T extends Record<string, unknown>>(items: T[], sortBy = 'popularity.desc') {
  const [field, direction] = sortBy.split('.') as [string, string];
  const sign = direction === 'asc' ? 1 : -1;
  return [...items].sort((a, b) => {
    const x = a[field] as number | string;
    const y = b[field] as number | string;
    return x < y ? -sign : x > y ? sign : 0;
  });
}

/**
 * `GET /discover/movie` with the filters the app sends, as TMDB documents them:
 * `certification_country` with `certification.lte` (in the order above; a film with no
 * certification in that country is left out), `vote_count.gte`, `primary_release_date.gte`,
 * and the provider filter (fake-tmdb-providers.ts).
 */
function discoverMovies(q: Record<string, string>) {
  const most = US_CERTIFICATION_ORDER.indexOf(q['certification.lte'] ?? '');
  const films = fakeMovies.filter((m) => {
    if (q.certification_country === 'US' && most >= 0) {
      const rank = US_CERTIFICATION_ORDER.indexOf(fakeMovieCertification(m.id));
      if (rank < 0 || rank > most) return false;
    }
    if (q['vote_count.gte'] && m.vote_count < Number(q['vote_count.gte'])) return false;
    if (!onWatchProviders(m.id, q)) return false;
    const since = q['primary_release_date.gte'];
    return !since || (m.release_date !== '' && m.release_date >= since);
  });
  return discoverSort(films, q.sort_by);
}

/**
 * `GET /discover/tv`: `with_genres` ('|' for any of them, ',' for all), `vote_count.gte`,
 * `first_air_date.gte`, and the provider filter (fake-tmdb-providers.ts).
 */
function discoverTv(q: Record<string, string>) {
  const wanted = q.with_genres ?? '';
  const any = wanted.includes('|');
  const genres = wanted
    .split(any ? '|' : ',')
    .filter(Boolean)
    .map(Number);
  const shows = fakeTvShows.filter((s) => {
    if (genres.length > 0) {
      const has = (g: number) => s.genre_ids.includes(g);
      if (any ? !genres.some(has) : !genres.every(has)) return false;
    }
    if (q['vote_count.gte'] && s.vote_count < Number(q['vote_count.gte'])) return false;
    if (!onWatchProviders(s.id, q)) return false;
    const since = q['first_air_date.gte'];
    return !since || s.first_air_date >= since;
  });
  return discoverSort(shows, q.sort_by);
}
