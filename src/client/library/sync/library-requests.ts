import {
  changesResponseSchema,
  LIBRARY_PATHS,
  LIBRARY_PROTOCOL,
  pushResponseSchema,
  type ChangesResponse,
  type PushResponse,
} from '@/shared/library/library-api';
import type { LibraryOp } from '@/shared/library/library-ops';
import { getParsed, parseAnswer } from '@/client/api/parse-answer';
import { apiRequest } from '@/client/lib/api-client';

// The server's answers are checked like any other outside data (api/parse-answer.ts): a bad
// one is an ApiError.

export async function pullChanges(since: number): Promise<ChangesResponse> {
  return getParsed(`${LIBRARY_PATHS.changes}?since=${since}`, changesResponseSchema);
}

/** A push in protocol 2: an operation the account refuses comes back `rejected`, alone. */
export async function pushOps(ops: LibraryOp[]): Promise<PushResponse> {
  const body = { protocol: LIBRARY_PROTOCOL, ops };
  const answer = await apiRequest(LIBRARY_PATHS.push, { method: 'POST', body });
  return parseAnswer(pushResponseSchema, answer);
}
