import { apiRequest } from '@/client/lib/api-client';
import { PROFILE_PATHS } from '@/shared/profiles/profile-api';
import type { Language } from '@/shared/i18n/languages';

/** PATCH /api/profiles/{id} { language }: the profile keeps its interface language (issue 33). */
export async function saveProfileLanguage(profileId: string, language: Language): Promise<void> {
  await apiRequest<unknown>(PROFILE_PATHS.profile(profileId), {
    method: 'PATCH',
    body: { language },
  });
}
