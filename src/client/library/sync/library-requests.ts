import {
  changesResponseSchema,
  LIBRARY_PATHS,
  LIBRARY_PROTOCOL,
  pushResponseSchema,
  type ChangesResponse,
  type PushResponse,
} from '@/shared/library/library-api';
import type { LibraryOp } from '@/shared/library/library-ops';
import { PROFILE_HEADER } from '@/shared/profiles/profile-api';
import { parseAnswer } from '@/client/api/parse-answer';
import { apiRequest } from '@/client/lib/api-client';

// The server's answers are checked like any other outside data (api/parse-answer.ts): a bad
// one is an ApiError.

/**
 * Every call names the profile whose library this page holds (null: the account's first, as
 * pages from before profiles did): the server answers 409 `profile-changed` when this device
 * has since chosen another, so no tab writes one profile's library into another's.
 */
const profileHeaders = (profileId: string | null) =>
  profileId ? { [PROFILE_HEADER]: profileId } : undefined;

export async function pullChanges(
  since: number,
  profileId: string | null,
): Promise<ChangesResponse> {
  const answer = await apiRequest(`${LIBRARY_PATHS.changes}?since=${since}`, {
    headers: profileHeaders(profileId),
  });
  return parseAnswer(changesResponseSchema, answer);
}

/** A push in protocol 2: an operation the account refuses comes back `rejected`, alone. */
export async function pushOps(ops: LibraryOp[], profileId: string | null): Promise<PushResponse> {
  const body = { protocol: LIBRARY_PROTOCOL, ops };
  const answer = await apiRequest(LIBRARY_PATHS.push, {
    method: 'POST',
    body,
    headers: profileHeaders(profileId),
  });
  return parseAnswer(pushResponseSchema, answer);
}

/** The live stream's address: an EventSource sends no headers, so the profile is in the query. */
export const streamPath = (profileId: string | null) =>
  profileId
    ? `${LIBRARY_PATHS.stream}?profile=${encodeURIComponent(profileId)}`
    : LIBRARY_PATHS.stream;
