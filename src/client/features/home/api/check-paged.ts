import type { Paged, TitleSummary } from '@/shared/catalog/title-schemas';

/**
 * A light shape check of a paged catalogue answer. The home view is on the first-load budget,
 * so it checks by hand what it relies on instead of pulling zod into the chunk: a results array
 * and titles with an id and a media type (a list's items may omit it; they take the list's).
 */
export function checkPaged(data: unknown, media?: 'movie' | 'tv'): Paged<TitleSummary> {
  const body = data as Paged<Partial<TitleSummary>> | null;
  if (!Array.isArray(body?.results))
    throw new Error('The catalogue answered in an unexpected shape.');
  const results = body.results
    .map((item) => ({ ...item, media_type: item?.media_type ?? media }))
    .filter((item) => item.id && (item.media_type === 'movie' || item.media_type === 'tv'));
  return { ...body, results: results as TitleSummary[] };
}
