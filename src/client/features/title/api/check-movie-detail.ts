import type { MovieDetail, MovieSummary } from '@/shared/catalog/title-schemas';
import { ApiError } from '@/client/lib/api-client';

/**
 * Checks a movie detail answer by hand (docs/decisions/0012-movie-page-without-zod.md): the
 * page must never crash on a shape it does not expect, but the movie page is where a phone
 * waits longest, and the schema library is 27 KB it would load before the page can show.
 * What the page needs is required (else the answer is refused like a bad upstream answer);
 * everything else is read leniently: a wrong list item is dropped, a wrong field gets its empty
 * value. The server checks TMDB's answers with the full schemas before they get here.
 */
export function checkMovieDetail(data: unknown): MovieDetail {
  const body = record(data);
  const credits = record(body?.credits);
  const recommendations = record(body?.recommendations);
  if (
    !body ||
    !isId(body.id) ||
    typeof body.title !== 'string' ||
    !Array.isArray(credits?.cast) ||
    !Array.isArray(credits?.crew) ||
    !Array.isArray(recommendations?.results)
  ) {
    console.warn('The catalogue answered in an unexpected shape', { id: body?.id });
    throw new ApiError(502, 'bad-response', 'The catalogue answered in an unexpected shape.');
  }
  return {
    ...movieSummary(body),
    tagline: text(body.tagline),
    runtime: typeof body.runtime === 'number' ? body.runtime : null,
    ...(body.isFallback === true ? { isFallback: true } : {}),
    genres: list(body.genres, (g) => (isId(g.id) ? { id: g.id, name: text(g.name) } : null)),
    production_countries: list(body.production_countries, (c) => ({
      iso_3166_1: text(c.iso_3166_1),
      name: text(c.name),
    })),
    production_companies: list(body.production_companies, (c) =>
      isId(c.id) ? { id: c.id, name: text(c.name), logo_path: nullableText(c.logo_path) } : null,
    ),
    spoken_languages: list(body.spoken_languages, (l) => ({
      english_name: text(l.english_name),
      iso_639_1: text(l.iso_639_1),
      name: text(l.name),
    })),
    budget: number(body.budget),
    revenue: number(body.revenue),
    status: text(body.status),
    homepage: nullableText(body.homepage),
    imdb_id: nullableText(body.imdb_id),
    credits: {
      cast: list(credits!.cast, (c) =>
        isId(c.id)
          ? {
              id: c.id,
              name: text(c.name),
              character: text(c.character),
              profile_path: nullableText(c.profile_path),
              order: typeof c.order === 'number' ? c.order : undefined,
            }
          : null,
      ),
      crew: list(credits!.crew, (c) =>
        isId(c.id)
          ? {
              id: c.id,
              name: text(c.name),
              job: text(c.job),
              department: typeof c.department === 'string' ? c.department : undefined,
              profile_path: nullableText(c.profile_path),
            }
          : null,
      ),
    },
    videos: {
      results: list(record(body.videos)?.results, (v) =>
        typeof v.key === 'string' && typeof v.site === 'string'
          ? { key: v.key, site: v.site, type: text(v.type), name: text(v.name) }
          : null,
      ),
    },
    recommendations: {
      page: number(recommendations!.page, 1),
      results: list(recommendations!.results, (m) => (isId(m.id) ? movieSummary(m) : null)),
      total_pages: number(recommendations!.total_pages),
      total_results: number(recommendations!.total_results),
    },
  };
}

function movieSummary(m: Record<string, unknown>): MovieSummary {
  return {
    media_type: 'movie',
    id: m.id as number,
    title: text(m.title),
    overview: text(m.overview),
    poster_path: nullableText(m.poster_path),
    backdrop_path: nullableText(m.backdrop_path),
    release_date: text(m.release_date),
    vote_average: number(m.vote_average),
    vote_count: number(m.vote_count),
    genre_ids: Array.isArray(m.genre_ids) ? m.genre_ids.filter(isId) : [],
    adult: m.adult === true,
    original_language: text(m.original_language),
    popularity: number(m.popularity),
  };
}

const record = (value: unknown) =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
const isId = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0;
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const nullableText = (value: unknown) => (typeof value === 'string' ? value : null);
const number = (value: unknown, fallback = 0) =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;

function list<T>(value: unknown, item: (entry: Record<string, unknown>) => T | null): T[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => {
    const fields = record(entry);
    const checked = fields ? item(fields) : null;
    return checked === null ? [] : [checked];
  });
}
