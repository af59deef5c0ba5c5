import type { FastifyInstance } from 'fastify';
import { PROFILE_PATHS, type ProfilesAnswer } from '@/shared/profiles/profile-api';
import { askingAccount, setChoice, type ProfilesContext } from '../profiles-context';
import { publicProfile } from '../profile-rows';

/**
 * GET /api/profiles: the account's profiles (created with the first one on the first ask), the
 * one this device chose, and whether adding one needs a PIN. A device whose cookie still holds
 * a profile's old kids flag (a grown-up changed it meanwhile) gets a fresh cookie here.
 */
export function registerListProfilesRoute(app: FastifyInstance, context: ProfilesContext) {
  app.get(PROFILE_PATHS.profiles, async (request, reply): Promise<ProfilesAnswer> => {
    const asking = await askingAccount(context, request);
    const { chosen } = asking;
    const choice = context.cookies.read(request.headers.cookie);
    if (chosen && choice && choice.kids !== Boolean(chosen.kids)) {
      setChoice(context, request, reply, chosen);
    }
    return {
      profiles: asking.profiles.map(publicProfile),
      current: chosen?.id ?? null,
      requirePinToAdd: Boolean(asking.first.require_pin_to_add) && asking.first.pin_hash !== null,
    };
  });
}
