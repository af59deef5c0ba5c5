import * as v from 'valibot';
import {
  changesResponseSchema,
  LIBRARY_PATHS,
  LIBRARY_PROTOCOL,
  pushResponseSchema,
  type ChangesResponse,
  type PushResponse,
} from '@/shared/library/library-api';
import type { LibraryOp } from '@/shared/library/library-ops';
import { apiGet, apiRequest, ApiError } from '@/client/lib/api-client';

/** The server's answers are checked like any other outside data; a bad one is an error. */
function check<T>(schema: v.GenericSchema<unknown, T>, data: unknown): T {
  const parsed = v.safeParse(schema, data);
  if (parsed.success) return parsed.output;
  throw new ApiError(502, 'bad-response', 'The library answer could not be read.');
}

export async function pullChanges(since: number): Promise<ChangesResponse> {
  return check(changesResponseSchema, await apiGet(`${LIBRARY_PATHS.changes}?since=${since}`));
}

/** A push in protocol 2: an operation the account refuses comes back `rejected`, alone. */
export async function pushOps(ops: LibraryOp[]): Promise<PushResponse> {
  const body = { protocol: LIBRARY_PROTOCOL, ops };
  const answer = await apiRequest(LIBRARY_PATHS.push, { method: 'POST', body });
  return check(pushResponseSchema, answer);
}
