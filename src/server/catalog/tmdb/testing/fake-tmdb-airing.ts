/**
 * Series on the air for the fake TMDB (issue 34: the calendar and its feed), with air dates
 * counted from the fake's clock (the moment of the request), so tests and journeys never go
 * stale. Kept in a file of its own, beside the fake's other data, so that other additions to
 * the fake merge apart from it.
 *
 * Where each shape comes from (TMDB's v3 API reference, "TV Series Details" and "TV Season
 * Details", and its published answers):
 * - `GET /tv/{series_id}` carries `status` ('Returning Series', 'Planned', 'In Production',
 *   'Ended', 'Canceled', 'Pilot'), `in_production`, `number_of_seasons`, `last_air_date`, and
 *   `last_episode_to_air` / `next_episode_to_air`: one episode object each (id, name, overview,
 *   vote_average, vote_count, air_date, episode_number, episode_type, production_code, runtime,
 *   season_number, show_id, still_path) or null when there is none (an ended series has no next
 *   episode; a series not yet on the air has no last one).
 * - `seasons[]` lists every season with its `air_date` (its first episode's; null when not yet
 *   announced) and `episode_count`; specials are season 0.
 * - `GET /tv/{series_id}/season/{season_number}` lists the episodes with their `air_date`
 *   (null when not announced) and `episode_type`: 'standard', 'finale' (the last of a season or
 *   of the series) or 'mid_season' (the last before a mid-season break).
 * - Names and overviews come back in the `language` asked where a translation exists; the fake
 *   translates episode titles here the way its header describes for titles (`[fr-FR] …`).
 *
 * The four series (ids 6001-6004, apart from the fake's 5000-5044):
 * - 6001 'Signal Harbor' (Returning Series): season 2 airs weekly; episode 4 aired 4 days ago,
 *   episode 5 airs in 3 days, episode 10 (in 38 days) is the season's finale.
 * - 6002 'Final Bow' (Ended): its last episode, S3E8, aired 5 days ago (a series finale).
 * - 6003 'Hollow Circuit' (Returning Series): season 2 premieres in 10 days; its sixth and last
 *   episode (in 45 days) is a finale.
 * - 6004 'First Light' (Planned): the series premieres in 20 days; episodes 3 and 4 have no
 *   date yet. Rated TV-Y7, the one of the four a kids profile sees; the others are TV-14
 *   (`content_ratings`: TMDB's "TV Series Content Ratings", one entry per country).
 */

const DAY_MS = 24 * 60 * 60_000;

/** The UTC date `days` from now, as TMDB writes dates (YYYY-MM-DD). */
const dayFrom = (now: number, days: number) =>
  new Date(now + days * DAY_MS).toISOString().slice(0, 10);

interface FakeSeasonPlan {
  /** Days from now of each episode's air date; null: not announced. */
  days: Array<number | null>;
  /** Episode numbers TMDB marks as 'finale' or 'mid_season'. */
  types?: Record<number, 'finale' | 'mid_season'>;
}

interface FakeAiringSeries {
  id: number;
  name: string;
  status: string;
  seasons: FakeSeasonPlan[];
  /** The US TV rating; TV-14 when not given. */
  rating?: string;
}

const weekly = (first: number, count: number) =>
  Array.from({ length: count }, (_, i) => first + i * 7);

const FAKE_AIRING_SERIES: readonly FakeAiringSeries[] = [
  {
    id: 6001,
    name: 'Signal Harbor',
    status: 'Returning Series',
    seasons: [
      { days: weekly(-400, 8), types: { 8: 'finale' } },
      { days: weekly(-25, 10), types: { 6: 'mid_season', 10: 'finale' } },
    ],
  },
  {
    id: 6002,
    name: 'Final Bow',
    status: 'Ended',
    seasons: [
      { days: weekly(-800, 8), types: { 8: 'finale' } },
      { days: weekly(-430, 8), types: { 8: 'finale' } },
      { days: weekly(-54, 8), types: { 8: 'finale' } },
    ],
  },
  {
    id: 6003,
    name: 'Hollow Circuit',
    status: 'Returning Series',
    seasons: [
      { days: weekly(-300, 8), types: { 8: 'finale' } },
      { days: weekly(10, 6), types: { 6: 'finale' } },
    ],
  },
  {
    id: 6004,
    name: 'First Light',
    status: 'Planned',
    seasons: [{ days: [20, 27, null, null] }],
    rating: 'TV-Y7',
  },
];

const EPISODE_WORDS = ['Arrival', 'Static', 'Undertow', 'Relay', 'Lantern', 'Breakwater'];

/** An episode's title: fixed per episode, translated where the fake has translations. */
function episodeName(seasonNumber: number, episode: number, language: string | undefined) {
  const english = `${EPISODE_WORDS[(seasonNumber + episode) % EPISODE_WORDS.length]} ${episode}`;
  return language && language !== 'en-US' ? `[${language}] ${english}` : english;
}

function episodeObject(
  series: FakeAiringSeries,
  seasonNumber: number,
  episode: number,
  now: number,
  language: string | undefined,
) {
  const plan = series.seasons[seasonNumber - 1]!;
  const days = plan.days[episode - 1];
  return {
    id: series.id * 1000 + seasonNumber * 100 + episode,
    name: episodeName(seasonNumber, episode, language),
    overview: '',
    vote_average: 0,
    vote_count: 0,
    air_date: days === null || days === undefined ? null : dayFrom(now, days),
    episode_number: episode,
    episode_type: plan.types?.[episode] ?? 'standard',
    production_code: '',
    runtime: 45,
    season_number: seasonNumber,
    show_id: series.id,
    still_path: null,
  };
}

/** Every announced episode, in order, with its days from now. */
function timeline(series: FakeAiringSeries) {
  return series.seasons.flatMap((plan, s) =>
    plan.days.map((days, e) => ({ season: s + 1, episode: e + 1, days })),
  );
}

function seriesDetail(
  series: FakeAiringSeries,
  now: number,
  language: string | undefined,
  append: string[],
) {
  const dated = timeline(series).filter((e) => e.days !== null);
  const aired = dated.filter((e) => e.days! <= 0);
  const last = aired.at(-1);
  const next = dated.find((e) => e.days! > 0);
  const first = dated[0];
  return {
    adult: false,
    backdrop_path: `/backdrop-t${series.id}.jpg`,
    created_by: [],
    episode_run_time: [45],
    first_air_date: first ? dayFrom(now, first.days!) : '',
    genres: [{ id: 18, name: 'Drama' }],
    homepage: '',
    id: series.id,
    in_production: series.status !== 'Ended' && series.status !== 'Canceled',
    languages: ['en'],
    last_air_date: last ? dayFrom(now, last.days!) : null,
    last_episode_to_air: last
      ? episodeObject(series, last.season, last.episode, now, language)
      : null,
    name: series.name,
    next_episode_to_air: next
      ? episodeObject(series, next.season, next.episode, now, language)
      : null,
    networks: [{ id: 49, logo_path: '/net.png', name: 'Fake Network', origin_country: 'US' }],
    number_of_episodes: timeline(series).length,
    number_of_seasons: series.seasons.length,
    origin_country: ['US'],
    original_language: 'en',
    original_name: series.name,
    overview: `${series.name}: a fake series on the air.`,
    popularity: 50,
    poster_path: `/poster-t${series.id}.jpg`,
    seasons: [
      // Specials: season 0, no date, as TMDB lists them first.
      {
        air_date: null,
        episode_count: 1,
        id: series.id * 100,
        name: 'Specials',
        overview: '',
        poster_path: null,
        season_number: 0,
        vote_average: 0,
      },
      ...series.seasons.map((plan, s) => ({
        air_date: plan.days[0] === null ? null : dayFrom(now, plan.days[0]!),
        episode_count: plan.days.length,
        id: series.id * 100 + s + 1,
        name: `Season ${s + 1}`,
        overview: '',
        poster_path: null,
        season_number: s + 1,
        vote_average: 0,
      })),
    ],
    status: series.status,
    tagline: '',
    type: 'Scripted',
    vote_average: 7.9,
    vote_count: 120,
    ...(append.includes('credits') ? { credits: { cast: [], crew: [], id: series.id } } : {}),
    ...(append.includes('external_ids')
      ? { external_ids: { imdb_id: null, tvdb_id: null, facebook_id: null } }
      : {}),
    ...(append.includes('content_ratings') ? { content_ratings: contentRatings(series) } : {}),
  };
}

function contentRatings(series: FakeAiringSeries) {
  return { results: [{ descriptors: [], iso_3166_1: 'US', rating: series.rating ?? 'TV-14' }] };
}

function seasonDetail(
  series: FakeAiringSeries,
  seasonNumber: number,
  now: number,
  language: string | undefined,
) {
  const plan = series.seasons[seasonNumber - 1]!;
  return {
    _id: `s${series.id}-${seasonNumber}`,
    air_date: plan.days[0] === null ? null : dayFrom(now, plan.days[0]!),
    episodes: plan.days.map((_, e) => ({
      ...episodeObject(series, seasonNumber, e + 1, now, language),
      crew: [],
      guest_stars: [],
    })),
    name: `Season ${seasonNumber}`,
    overview: '',
    id: series.id * 100 + seasonNumber,
    poster_path: null,
    season_number: seasonNumber,
    vote_average: 0,
  };
}

/**
 * The fake's answer for one of these series' paths, `undefined` when the path is not theirs
 * (the fake's other routes answer it), `null` for TMDB's 404.
 */
export function airingRoute(
  path: string,
  query: Record<string, string>,
  now = Date.now(),
): unknown {
  const m = /^\/tv\/(\d+)(?:\/(season)\/(\d+)|\/(content_ratings))?$/.exec(path);
  if (!m) return undefined;
  const series = FAKE_AIRING_SERIES.find((s) => s.id === Number(m[1]));
  if (!series) return undefined;
  if (m[4]) return contentRatings(series);
  if (m[2]) {
    const n = Number(m[3]);
    if (n < 1 || n > series.seasons.length) return null;
    return seasonDetail(series, n, now, query.language);
  }
  return seriesDetail(series, now, query.language, (query.append_to_response ?? '').split(','));
}
