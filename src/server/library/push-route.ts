import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { NexusTables } from '@/server/db/database';
import { parseInput } from '@/server/http/validate';
import { LIBRARY_PATHS, type PushResponse } from '@/shared/library/library-api';
import { LIBRARY_LIMITS } from '@/shared/library/library-limits';
import { libraryLimitProblem, pushBodySchema } from '@/shared/library/library-ops';
import { applyPush } from './apply-push';
import type { ChangeBus } from './change-bus';
import { libraryErrors } from './library-errors';

/**
 * POST /api/library/push { ops }: one batch of the signed-in user's operations, applied in one
 * transaction, all or nothing. Over 500 operations or 1 MB: 413; a profile image over 350 KB or
 * a kind over 10,000 live items: 422. Answers the new cursor, each operation's outcome and the
 * resulting items (PushResponse), and tells the user's live streams.
 */
export function registerPushRoute(
  app: FastifyInstance,
  deps: {
    db: Kysely<NexusTables>;
    bus: ChangeBus;
    userOf: (request: FastifyRequest) => string;
    now: () => number;
  },
) {
  app.post(
    LIBRARY_PATHS.push,
    // Fastify refuses a larger body before reading it all; the plugin maps that to our 413.
    { bodyLimit: LIBRARY_LIMITS.batchBytes },
    async (request): Promise<PushResponse> => {
      const userId = deps.userOf(request);
      // Counted before the shapes are checked: a huge batch is refused without validating it.
      const ops = (request.body as { ops?: unknown } | null)?.ops;
      if (Array.isArray(ops) && ops.length > LIBRARY_LIMITS.batchOps) {
        throw libraryErrors.batchTooLarge();
      }
      const body = parseInput(pushBodySchema, request.body);
      if (body.ops.some((op) => libraryLimitProblem(op) === 'profile-image-too-large')) {
        throw libraryErrors.profileImageTooLarge();
      }
      const { db, bus } = deps;
      const outcome = await applyPush(db, userId, body.ops, deps.now());
      if (outcome.changed) bus.publish(userId, outcome.response.cursor);
      return outcome.response;
    },
  );
}
