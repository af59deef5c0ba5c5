import * as v from 'valibot';
import { parseAnswer } from '@/client/api/parse-answer';
import { apiRequest } from '@/client/lib/api-client';
import { NOTICES_PATHS } from '@/shared/notices/notices-api';
import { PROFILE_HEADER } from '@/shared/profiles/profile-api';

const seenAnswerSchema = v.object({ seenUntil: v.nullable(v.pipe(v.string(), v.isoTimestamp())) });

/** The profile's header, as the library's calls send it (null: the account's first profile). */
const profileHeaders = (profileId: string | null) =>
  profileId ? { [PROFILE_HEADER]: profileId } : undefined;

/** GET /api/notices/seen: this profile's seen-until time on the account (ms), null if never. */
export async function fetchSeenUntil(profileId: string | null, signal?: AbortSignal) {
  const answer = parseAnswer(
    seenAnswerSchema,
    await apiRequest(NOTICES_PATHS.seen, { signal, headers: profileHeaders(profileId) }),
  );
  return answer.seenUntil === null ? null : Date.parse(answer.seenUntil);
}

/** PUT /api/notices/seen: the server keeps the later of its time and this one, and says which. */
export async function saveSeenUntil(at: number, profileId: string | null) {
  const answer = parseAnswer(
    seenAnswerSchema,
    await apiRequest(NOTICES_PATHS.seen, {
      method: 'PUT',
      body: { seenUntil: new Date(at).toISOString() },
      headers: profileHeaders(profileId),
    }),
  );
  return answer.seenUntil === null ? at : Date.parse(answer.seenUntil);
}
