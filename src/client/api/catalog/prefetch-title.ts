import type { QueryClient } from '@tanstack/react-query';
import { firstRegularSeason } from '@/shared/catalog/seasons';
import type { Language } from '@/shared/i18n/languages';
import {
  movieDetailQueryOptions,
  tvDetailQueryOptions,
  tvSeasonQueryOptions,
} from './title-details';

/**
 * Warms the query cache for a title's detail page (card hover or focus for 100 ms). Loaded
 * lazily by the app, so this code and zod stay out of the first-load chunk. For a series the
 * first regular season's episodes follow once the detail says which season that is. In the
 * page's language, as the page will ask.
 */
export async function prefetchTitle(
  queryClient: QueryClient,
  title: { id: number; media_type: 'movie' | 'tv' },
  language: Language,
): Promise<void> {
  if (title.media_type === 'movie') {
    await queryClient.prefetchQuery(movieDetailQueryOptions(title.id, language));
    return;
  }
  const detail = await queryClient
    .ensureQueryData(tvDetailQueryOptions(title.id, language))
    .catch(() => null);
  const season = detail ? firstRegularSeason(detail.seasons) : null;
  if (season !== null)
    await queryClient.prefetchQuery(tvSeasonQueryOptions(title.id, season, language));
}
