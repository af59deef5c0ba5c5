import type { FastifyInstance } from 'fastify';
import { parseInput } from '@/server/http/validate';
import { MAX_PROFILES, newProfileBodySchema, PROFILE_PATHS } from '@/shared/profiles/profile-api';
import { grownUpCall, type ProfilesContext } from '../profiles-context';
import { profileErrors } from '../profile-errors';
import { nameKeyOf, newProfileId, publicProfile, profilesOf } from '../profile-rows';
import { checkPin } from '../check-pin';

/**
 * POST /api/profiles { name, kids, avatar, pin? }: adds a profile with an empty library of its
 * own. At most five; names unique in the account; when the account asks for it, only with the
 * first profile's PIN (its tries counted like any PIN's).
 */
export function registerAddProfileRoute(app: FastifyInstance, context: ProfilesContext) {
  app.post(PROFILE_PATHS.profiles, async (request, reply) => {
    const asking = await grownUpCall(context, request);
    const body = parseInput(newProfileBodySchema, request.body);
    if (asking.profiles.length >= MAX_PROFILES) throw profileErrors.tooMany();
    const nameKey = nameKeyOf(body.name);
    if (asking.profiles.some((p) => p.name_key === nameKey)) throw profileErrors.nameTaken();
    const { first } = asking;
    if (Boolean(first.require_pin_to_add) && first.pin_hash !== null) {
      if (!body.pin) throw profileErrors.pinToAdd();
      await checkPin(context, first, body.pin);
    }
    const id = newProfileId();
    try {
      await context.db
        .insertInto('profile')
        .values({
          id,
          user_id: asking.userId,
          library_id: id,
          name: body.name,
          name_key: nameKey,
          avatar: body.avatar,
          kids: body.kids ? 1 : 0,
          first: 0,
          created: context.now(),
        })
        .execute();
    } catch (error) {
      // Two adds of one name at once: the unique index refuses the second.
      const again = await profilesOf(context.db, asking.userId);
      if (again.some((p) => p.name_key === nameKey)) throw profileErrors.nameTaken();
      throw error;
    }
    // Two adds at once could pass the count together: the later one goes again.
    const after = await profilesOf(context.db, asking.userId);
    if (after.length > MAX_PROFILES) {
      await context.db.deleteFrom('profile').where('id', '=', id).execute();
      throw profileErrors.tooMany();
    }
    const created = after.find((p) => p.id === id)!;
    return reply.code(201).send(publicProfile(created));
  });
}
