import type { FastifyInstance } from 'fastify';
import { parseInput } from '@/server/http/validate';
import { PROFILE_PATHS, profileSettingsBodySchema } from '@/shared/profiles/profile-api';
import { grownUpCall, requirePassword, type ProfilesContext } from '../profiles-context';
import { profileErrors } from '../profile-errors';

/**
 * PUT /api/profiles/settings { requirePinToAdd, password }: 'Require a PIN to add profiles',
 * which needs the main profile to have a PIN (its PIN is the one asked).
 */
export function registerProfileSettingsRoute(app: FastifyInstance, context: ProfilesContext) {
  app.put(PROFILE_PATHS.settings, async (request) => {
    const asking = await grownUpCall(context, request);
    const body = parseInput(profileSettingsBodySchema, request.body);
    if (body.requirePinToAdd && asking.first.pin_hash === null) {
      throw profileErrors.firstProfile('Lock the main profile with a PIN first.');
    }
    await requirePassword(context, request, body.password);
    await context.db
      .updateTable('profile')
      .set({ require_pin_to_add: body.requirePinToAdd ? 1 : 0 })
      .where('id', '=', asking.first.id)
      .execute();
    return { requirePinToAdd: body.requirePinToAdd };
  });
}
