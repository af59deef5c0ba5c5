import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import * as v from 'valibot';
import type { NexusTables } from '@/server/db/database';
import { HttpError } from '@/server/http/errors';
import { parseInput } from '@/server/http/validate';
import { LIBRARY_PATHS, LIBRARY_PROTOCOL, type PushResponse } from '@/shared/library/library-api';
import { LIBRARY_LIMITS } from '@/shared/library/library-limits';
import {
  libraryLimitProblem,
  libraryOpSchema,
  pushBodySchema,
  valueBoundsProblem,
  type LibraryOp,
} from '@/shared/library/library-ops';
import { applyPush } from './apply-push';
import type { ChangeBus } from './change-bus';
import { libraryErrors } from './library-errors';

type Result = PushResponse['results'][number];

/** Protocol 2's body: each operation is checked on its own, below. */
const partialBodySchema = v.object({
  protocol: v.literal(LIBRARY_PROTOCOL),
  ops: v.array(v.unknown()),
});

/**
 * POST /api/library/push { protocol?, ops }: one batch of the signed-in user's operations,
 * applied in one transaction. Over 500 operations or 1 MB: 413, whatever the protocol.
 *
 * With `protocol: 2` (decision 0025) each operation has its own outcome: one the server refuses
 * (its shape, a value over 32 KB or nested deeper than 8, a profile image over 350 KB, a full
 * library) is `rejected` with a code and a message, and the others are applied. Without it (a
 * page still running older code) the batch is all or nothing: 400 for a shape, 422 for a limit.
 *
 * Answers the new cursor, each operation's outcome and the resulting items (PushResponse), and
 * tells the user's live streams.
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
      const body = request.body as { ops?: unknown; protocol?: unknown } | null;
      // Counted before the shapes are checked: a huge batch is refused without validating it.
      if (Array.isArray(body?.ops) && body.ops.length > LIBRARY_LIMITS.batchOps) {
        throw libraryErrors.batchTooLarge();
      }
      const partial = body !== null && typeof body === 'object' && 'protocol' in body;
      const outcome = partial
        ? await pushEach(deps, userId, parsePartialBody(body))
        : await pushWhole(deps, userId, request.body);
      if (outcome.changed) deps.bus.publish(userId, outcome.response.cursor);
      return outcome.response;
    },
  );
}

type Deps = Parameters<typeof registerPushRoute>[1];

function parsePartialBody(body: unknown) {
  const protocol = (body as { protocol?: unknown }).protocol;
  if (protocol !== LIBRARY_PROTOCOL) throw libraryErrors.unsupportedProtocol();
  return parseInput(partialBodySchema, body).ops;
}

/** Protocol 1: every operation must pass, or nothing is applied. */
async function pushWhole(deps: Deps, userId: string, raw: unknown) {
  const body = parseInput(pushBodySchema, raw);
  if (body.ops.some((op) => libraryLimitProblem(op) === 'profile-image-too-large')) {
    throw libraryErrors.profileImageTooLarge();
  }
  return applyPush(deps.db, userId, body.ops, deps.now());
}

/** Protocol 2: the refused operations are answered `rejected`, the others applied. */
async function pushEach(deps: Deps, userId: string, raws: unknown[]) {
  const checked = raws.map(checkOp);
  const valid = checked.filter((entry): entry is LibraryOp => !('outcome' in entry));
  const outcome = await applyPush(deps.db, userId, valid, deps.now(), { partial: true });
  const applied = outcome.response.results.values();
  const results = checked.map((entry) => ('outcome' in entry ? entry : applied.next().value!));
  return { ...outcome, response: { ...outcome.response, results } };
}

/** One operation of a protocol 2 batch: checked, or its rejection. */
function checkOp(raw: unknown, index: number): LibraryOp | Result {
  const fields = (raw !== null && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  // The client matches outcomes by operation id; a malformed one is echoed as far as it can be.
  const opId = typeof fields.opId === 'string' ? fields.opId.slice(0, 64) : '';
  const refuse = (error: HttpError): Result => ({
    opId,
    outcome: 'rejected',
    error: { code: error.code, message: error.message },
  });
  const bounds = fields.key === 'profile-image' ? null : valueBoundsProblem(fields.value ?? null);
  if (bounds) return refuse(libraryErrors.valueTooLarge(bounds));
  let op: LibraryOp;
  try {
    op = parseInput(libraryOpSchema, raw);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return refuse(
      new HttpError(
        error.statusCode,
        error.code,
        `ops.${index}.${error.message.replace(/^input: /, '')}`,
      ),
    );
  }
  if (libraryLimitProblem(op) === 'profile-image-too-large') {
    return refuse(libraryErrors.profileImageTooLarge());
  }
  return op;
}
