import type { FastifyInstance } from 'fastify';
import { PROFILE_ROUTES } from '@/shared/profiles/profile-api';
import { clearProfileCookie } from '../profile-choice-cookie';
import { grownUpCall, profileIn, type ProfilesContext } from '../profiles-context';
import { profileErrors } from '../profile-errors';

/**
 * DELETE /api/profiles/{id}: the profile and everything of its library (items, operation ids,
 * counters), in one transaction. The first profile (the account's own library) stays.
 */
export function registerDeleteProfileRoute(app: FastifyInstance, context: ProfilesContext) {
  app.delete<{ Params: { id: string } }>(PROFILE_ROUTES.profile, async (request, reply) => {
    const asking = await grownUpCall(context, request);
    const profile = profileIn(asking, request.params.id);
    if (profile.first) {
      throw profileErrors.firstProfile('The main profile cannot be deleted.');
    }
    await context.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('profile').where('id', '=', profile.id).execute();
      for (const table of ['library_item', 'library_op', 'library_user'] as const) {
        await trx.deleteFrom(table).where('user_id', '=', profile.library_id).execute();
      }
      // Its calendar feed (issue 34) answers 404 from now on.
      await trx.deleteFrom('calendar_feed').where('library_id', '=', profile.library_id).execute();
    });
    if (asking.chosen?.id === profile.id) {
      reply.header('set-cookie', clearProfileCookie(context.https(request)));
    }
    return { deleted: profile.id };
  });
}
