import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { NexusTables } from '@/server/db/database';
import type { VapidKeys } from './vapid-keys';

/** Who asks: the account, the session (a subscription ends with it), the profile's library. */
export interface NoticesCaller {
  userId: string;
  sessionId: string;
  libraryId: string;
}

/** What every notices route shares. */
export interface NoticesContext {
  db: Kysely<NexusTables>;
  now: () => number;
  /** The caller, read by the plugin's hook before any route runs (401 without a session). */
  callerOf: (request: FastifyRequest) => NoticesCaller;
  keys: VapidKeys;
  /** NODE_ENV=test: the fake push service listens on http://127.0.0.1. */
  allowLoopbackHttp: boolean;
}
