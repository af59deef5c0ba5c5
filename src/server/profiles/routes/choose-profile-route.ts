import type { FastifyInstance } from 'fastify';
import { parseInput } from '@/server/http/validate';
import { chooseBodySchema, PROFILE_PATHS, PROFILE_ROUTES } from '@/shared/profiles/profile-api';
import { checkPin } from '../check-pin';
import { clearProfileCookie } from '../profile-choice-cookie';
import { askingAccount, profileIn, setChoice, type ProfilesContext } from '../profiles-context';
import { profileErrors } from '../profile-errors';
import { publicProfile } from '../profile-rows';

/**
 * POST /api/profiles/{id}/choose { pin? }: this device watches as that profile from now on (the
 * signed cookie). A locked profile opens only with its PIN, under its try limits. Any profile
 * may choose another that is not locked (a kids profile too: the PIN is what keeps it out).
 * DELETE /api/profiles/current: no profile chosen on this device.
 */
export function registerChooseProfileRoutes(app: FastifyInstance, context: ProfilesContext) {
  app.post<{ Params: { id: string } }>(PROFILE_ROUTES.choose, async (request, reply) => {
    const asking = await askingAccount(context, request);
    const profile = profileIn(asking, request.params.id);
    const body = parseInput(chooseBodySchema, request.body ?? {});
    if (profile.pin_hash !== null) {
      if (!body.pin) throw profileErrors.profileLocked();
      await checkPin(context, profile, body.pin);
    }
    setChoice(context, request, reply, profile);
    return { profile: publicProfile(profile) };
  });

  app.delete(PROFILE_PATHS.current, async (request, reply) => {
    reply.header('set-cookie', clearProfileCookie(context.https(request)));
    return { current: null };
  });
}
