import type { PersonCredit, PersonDetail, PersonSummary } from '@/shared/catalog/person-schemas';
import type { MovieSummary, Paged, TvSummary } from '@/shared/catalog/title-schemas';
import type {
  CastMember,
  CrewMember,
  MovieDetail,
  Season,
  TvDetail,
} from '@/shared/catalog/detail-schemas';
import {
  type UpstreamPerson,
  upstreamPersonItem,
  type UpstreamCredits,
  type UpstreamItem,
  type UpstreamMovieDetail,
  type UpstreamPage,
  type UpstreamSeason,
  type UpstreamTvDetail,
  upstreamMovieItem,
  upstreamTvItem,
} from './tmdb-schemas';

/**
 * Maps TMDB's answers onto our catalogue contract. Image paths become URL templates on TMDB's
 * image host (`{base}/{size}/abc.jpg`); a title without a poster or backdrop gets the same
 * generated art the embedded catalogue uses, so no card is ever blank.
 */
/** The last page TMDB serves for any list or search. */
const MAX_TMDB_PAGE = 500;

export function createTmdbMapper(imageBaseUrl: string) {
  const image = (path: string | null | undefined) =>
    path ? `${imageBaseUrl}/{size}/${path.replace(/^\/+/, '')}` : null;
  const art = (kind: 'poster' | 'backdrop', media: 'movie' | 'tv', id: number, label: string) =>
    `/api/art/${kind}/${media}/${id}.svg?label=${encodeURIComponent(label)}`;

  /** What a movie and a series have alike; `label` names the generated art for missing images. */
  function item(raw: UpstreamItem, media: 'movie' | 'tv', label: string) {
    return {
      id: raw.id,
      overview: raw.overview ?? '',
      poster_path: image(raw.poster_path) ?? art('poster', media, raw.id, label),
      backdrop_path: image(raw.backdrop_path) ?? art('backdrop', media, raw.id, label),
      vote_average: raw.vote_average ?? 0,
      vote_count: raw.vote_count ?? 0,
      genre_ids: raw.genre_ids ?? [],
      adult: raw.adult ?? false,
      original_language: raw.original_language ?? '',
      popularity: raw.popularity ?? 0,
    };
  }

  function movie(raw: unknown): MovieSummary | null {
    const parsed = upstreamMovieItem.safeParse(raw);
    if (!parsed.success) return null;
    const m = parsed.data;
    const title = m.title ?? m.original_title ?? '';
    return {
      media_type: 'movie',
      ...item(m, 'movie', title),
      title,
      original_title: m.original_title ?? title,
      release_date: m.release_date ?? '',
      video: m.video ?? false,
    };
  }

  function tv(raw: unknown): TvSummary | null {
    const parsed = upstreamTvItem.safeParse(raw);
    if (!parsed.success) return null;
    const t = parsed.data;
    const name = t.name ?? t.original_name ?? '';
    return {
      media_type: 'tv',
      ...item(t, 'tv', name),
      name,
      original_name: t.original_name ?? name,
      first_air_date: t.first_air_date ?? '',
      origin_country: t.origin_country ?? [],
      ...(t.number_of_seasons != null ? { number_of_seasons: t.number_of_seasons } : {}),
      ...(t.number_of_episodes != null ? { number_of_episodes: t.number_of_episodes } : {}),
    };
  }

  /** Multi search mixes people in: only movie and tv items survive, each tagged. */
  function anyTitle(raw: unknown): MovieSummary | TvSummary | null {
    const mediaType = (raw as { media_type?: unknown } | null)?.media_type;
    if (mediaType === 'movie') return movie(raw);
    if (mediaType === 'tv') return tv(raw);
    return null;
  }

  function page<T>(raw: UpstreamPage, item: (raw: unknown) => T | null): Paged<T> {
    const results = (raw.results ?? []).map(item).filter((x): x is T => x !== null);
    return {
      page: raw.page ?? 1,
      results,
      // TMDB refuses pages above 500 however many it counts: never offer one it will refuse.
      total_pages: Math.min(raw.total_pages ?? (results.length > 0 ? 1 : 0), MAX_TMDB_PAGE),
      total_results: raw.total_results ?? results.length,
    };
  }

  function credits(raw: UpstreamCredits | null | undefined) {
    const cast: CastMember[] = (raw?.cast ?? []).map((c) => ({
      id: c.id,
      name: c.name ?? '',
      character: c.character ?? '',
      profile_path: image(c.profile_path),
      ...(c.order != null ? { order: c.order } : {}),
    }));
    const crew: CrewMember[] = (raw?.crew ?? []).map((c) => ({
      id: c.id,
      name: c.name ?? '',
      job: c.job ?? '',
      ...(c.department ? { department: c.department } : {}),
      profile_path: image(c.profile_path),
    }));
    return { cast, crew };
  }

  const genres = (raw: Array<{ id: number; name?: string | null }> | null | undefined) =>
    (raw ?? []).map((g) => ({ id: g.id, name: g.name ?? '' }));
  const named = (
    raw: Array<{ id: number; name?: string | null; logo_path?: string | null }> | null | undefined,
  ) => (raw ?? []).map((n) => ({ id: n.id, name: n.name ?? '', logo_path: image(n.logo_path) }));

  function movieDetail(raw: UpstreamMovieDetail): MovieDetail {
    const summary = movie(raw)!;
    return {
      ...summary,
      tagline: raw.tagline ?? '',
      runtime: raw.runtime ?? null,
      genres: genres(raw.genres),
      genre_ids: summary.genre_ids.length ? summary.genre_ids : genres(raw.genres).map((g) => g.id),
      production_countries: (raw.production_countries ?? []).map((c) => ({
        iso_3166_1: c.iso_3166_1,
        name: c.name ?? c.iso_3166_1,
      })),
      production_companies: named(raw.production_companies),
      spoken_languages: (raw.spoken_languages ?? []).map((l) => ({
        english_name: l.english_name ?? l.name ?? l.iso_639_1,
        iso_639_1: l.iso_639_1,
        ...(l.name ? { name: l.name } : {}),
      })),
      budget: raw.budget ?? 0,
      revenue: raw.revenue ?? 0,
      status: raw.status ?? '',
      homepage: raw.homepage || null,
      imdb_id: raw.imdb_id || null,
      credits: credits(raw.credits),
      videos: {
        results: (raw.videos?.results ?? []).map((v) => ({
          ...(v.id ? { id: v.id } : {}),
          key: v.key,
          ...(v.name ? { name: v.name } : {}),
          site: v.site ?? '',
          type: v.type ?? '',
        })),
      },
      recommendations: page(raw.recommendations ?? {}, movie),
    };
  }

  function tvDetail(raw: UpstreamTvDetail): TvDetail {
    const summary = tv(raw)!;
    const seasons = (raw.seasons ?? []).map((s) => ({
      id: s.id,
      season_number: s.season_number,
      episode_count: s.episode_count ?? 0,
      name: s.name ?? `Season ${s.season_number}`,
      air_date: s.air_date || null,
      poster_path: image(s.poster_path),
      overview: s.overview ?? '',
    }));
    const imdb = raw.external_ids?.imdb_id;
    return {
      ...summary,
      tagline: raw.tagline ?? '',
      genres: genres(raw.genres),
      // TV details carry `genres` only; the summary's `genre_ids` would be empty.
      genre_ids: summary.genre_ids.length ? summary.genre_ids : genres(raw.genres).map((g) => g.id),
      networks: named(raw.networks),
      number_of_seasons: raw.number_of_seasons ?? seasons.filter((s) => s.season_number > 0).length,
      number_of_episodes:
        raw.number_of_episodes ?? seasons.reduce((sum, s) => sum + s.episode_count, 0),
      episode_run_time: raw.episode_run_time ?? [],
      seasons,
      status: raw.status ?? '',
      homepage: raw.homepage || null,
      last_air_date: raw.last_air_date || null,
      credits: credits(raw.credits),
      external_ids: {
        ...raw.external_ids,
        imdb_id: typeof imdb === 'string' && imdb ? imdb : null,
      },
    };
  }

  function season(raw: UpstreamSeason): Season {
    return {
      id: raw.id,
      name: raw.name ?? `Season ${raw.season_number}`,
      season_number: raw.season_number,
      air_date: raw.air_date || null,
      overview: raw.overview ?? '',
      poster_path: image(raw.poster_path),
      episodes: (raw.episodes ?? []).map((e) => ({
        id: e.id,
        episode_number: e.episode_number,
        season_number: e.season_number,
        name: e.name ?? `Episode ${e.episode_number}`,
        overview: e.overview ?? '',
        still_path: image(e.still_path),
        air_date: e.air_date || null,
        runtime: e.runtime ?? null,
        vote_average: e.vote_average ?? 0,
      })),
    };
  }

  /** A credit of a person: the title (movie or tv, others dropped) with the part they had. */
  function credit(raw: unknown): PersonCredit | null {
    const title = anyTitle(raw);
    if (!title) return null;
    const role = raw as { character?: unknown; job?: unknown };
    return {
      ...title,
      ...(typeof role.character === 'string' ? { character: role.character } : {}),
      ...(typeof role.job === 'string' ? { job: role.job } : {}),
    };
  }

  function person(raw: UpstreamPerson): PersonDetail {
    const credits = (list: unknown[] | null | undefined) =>
      (list ?? []).map(credit).filter((c): c is PersonCredit => c !== null);
    return {
      id: raw.id,
      name: raw.name ?? '',
      known_for_department: raw.known_for_department ?? null,
      biography: raw.biography ?? '',
      profile_path: image(raw.profile_path),
      combined_credits: {
        cast: credits(raw.combined_credits?.cast),
        crew: credits(raw.combined_credits?.crew),
      },
    };
  }

  function personItem(raw: unknown): PersonSummary | null {
    const parsed = upstreamPersonItem.safeParse(raw);
    if (!parsed.success) return null;
    const p = parsed.data;
    return {
      id: p.id,
      name: p.name ?? '',
      known_for_department: p.known_for_department ?? null,
      profile_path: image(p.profile_path),
    };
  }

  return { movie, tv, anyTitle, page, movieDetail, tvDetail, season, person, personItem };
}
