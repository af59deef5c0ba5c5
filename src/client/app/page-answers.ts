import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { parseAnswer } from '@/client/api/parse-answer';
import { clientConfig } from '@/client/config/client-config';
import { movieDetailQueryOptions, tvDetailQueryOptions } from '@/client/api/catalog/title-details';
import { titleListQueryOptions } from '@/client/api/catalog/title-list';
import { catalogListPath, titleDetailPath } from '@/shared/catalog/api-paths';
import { movieDetailSchema, tvDetailSchema } from '@/shared/catalog/detail-schemas';
import { LIST_KINDS, movieListSchema, tvListSchema } from '@/shared/catalog/title-schemas';
import { PROFILE_PATHS, profilesAnswerSchema } from '@/shared/profiles/profile-api';
import { DEFAULT_LANGUAGE, validLanguage } from '@/shared/i18n/languages';
import { profilesQueryKey } from '@/client/features/profiles/api/profiles-source';

const MEDIA = ['movie', 'tv'] as const;
const DETAIL = /^\/api\/catalog\/(movie|tv)\/([1-9][0-9]{0,9})(?:\?|$)/;

/**
 * Puts an API answer the server fetched for a page into the query cache under the key the page's
 * own query reads, checked by the same schema as a fetched answer, so the server renders the
 * page with its data and the browser hydrates from the very same (src/client/entry-server.tsx).
 * Returns the query's key, or null when the path is not one a page renders from, or the answer
 * is not in the right shape.
 */
export function seedPageAnswer(
  client: QueryClient,
  path: string,
  answer: unknown,
): QueryKey | null {
  try {
    // The language the answer was asked in (shared/catalog/api-paths.ts): its query's key holds it.
    const asked = new URLSearchParams(path.split('?')[1] ?? '').get('language');
    const language = asked === null ? DEFAULT_LANGUAGE : validLanguage(asked);
    if (language === null) return null;
    // Accounts only: with accounts off the profiles live in the browser (the server has none).
    if (path === PROFILE_PATHS.profiles && clientConfig().authMode === 'accounts') {
      client.setQueryData(profilesQueryKey, parseAnswer(profilesAnswerSchema, answer));
      return profilesQueryKey;
    }
    for (const media of MEDIA) {
      for (const kind of LIST_KINDS) {
        if (catalogListPath(media, kind, 1, language) !== path) continue;
        const page = parseAnswer(media === 'movie' ? movieListSchema : tvListSchema, answer);
        const { queryKey } = titleListQueryOptions(media, kind, language);
        client.setQueryData(queryKey, { pages: [page], pageParams: [1] });
        return queryKey;
      }
    }
    const detail = DETAIL.exec(path);
    const media = detail?.[1] as 'movie' | 'tv' | undefined;
    if (detail && media && titleDetailPath(media, Number(detail[2]), language) === path) {
      const id = Number(detail[2]);
      if (detail[1] === 'movie') {
        const { queryKey } = movieDetailQueryOptions(id, language);
        client.setQueryData(queryKey, parseAnswer(movieDetailSchema, answer));
        return queryKey;
      }
      const { queryKey } = tvDetailQueryOptions(id, language);
      client.setQueryData(queryKey, parseAnswer(tvDetailSchema, answer));
      return queryKey;
    }
  } catch {
    // An answer in a shape we do not understand: the page fetches it again, and shows its error.
  }
  return null;
}
