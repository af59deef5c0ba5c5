import type { FastifyInstance } from 'fastify';
import { parseInput } from '@/server/http/validate';
import { PROFILE_ROUTES, profileChangeBodySchema } from '@/shared/profiles/profile-api';
import { grownUpCall, profileIn, type ProfilesContext } from '../profiles-context';
import { profileErrors } from '../profile-errors';
import { nameKeyOf, profilesOf, publicProfile } from '../profile-rows';

/**
 * PATCH /api/profiles/{id} { name?, kids?, avatar?, language? }: rename, change the picture, kids
 * or not, the interface language (null: none chosen).
 */
export function registerChangeProfileRoute(app: FastifyInstance, context: ProfilesContext) {
  app.patch<{ Params: { id: string } }>(PROFILE_ROUTES.profile, async (request) => {
    const asking = await grownUpCall(context, request);
    const profile = profileIn(asking, request.params.id);
    const body = parseInput(profileChangeBodySchema, request.body);
    if (body.kids && Boolean(profile.first)) {
      throw profileErrors.firstProfile('The main profile cannot be a kids profile.');
    }
    const nameKey = body.name === undefined ? undefined : nameKeyOf(body.name);
    if (nameKey && asking.profiles.some((p) => p.id !== profile.id && p.name_key === nameKey)) {
      throw profileErrors.nameTaken();
    }
    await context.db
      .updateTable('profile')
      .set({
        ...(body.name === undefined ? {} : { name: body.name, name_key: nameKey }),
        ...(body.avatar === undefined ? {} : { avatar: body.avatar }),
        ...(body.kids === undefined ? {} : { kids: body.kids ? 1 : 0 }),
        ...(body.language === undefined ? {} : { language: body.language }),
      })
      .where('id', '=', profile.id)
      .where('user_id', '=', asking.userId)
      .execute()
      .catch((error: unknown) => {
        throw nameKey ? profileErrors.nameTaken() : error;
      });
    const after = (await profilesOf(context.db, asking.userId)).find((p) => p.id === profile.id);
    if (!after) throw profileErrors.notFound();
    return publicProfile(after);
  });
}
