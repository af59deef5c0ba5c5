import type { FastifyInstance } from 'fastify';
import { parseInput } from '@/server/http/validate';
import {
  passwordOnlyBodySchema,
  PROFILE_ROUTES,
  setPinBodySchema,
} from '@/shared/profiles/profile-api';
import { pinColumns } from '../check-pin';
import {
  askingAccount,
  grownUpCall,
  profileIn,
  requirePassword,
  type ProfilesContext,
} from '../profiles-context';

/**
 * PUT /api/profiles/{id}/pin { password, pin }: 'Lock with PIN' (sets or changes it), by a
 * grown-up profile, after the account password. DELETE { password }: 'Forgot PIN?' (from any
 * device of the account, the one asking for a PIN included: the password is what counts),
 * which also ends a lock after twenty wrong PINs. The password is counted like a sign-in.
 */
export function registerPinRoutes(app: FastifyInstance, context: ProfilesContext) {
  app.put<{ Params: { id: string } }>(PROFILE_ROUTES.pin, async (request) => {
    const asking = await grownUpCall(context, request);
    const profile = profileIn(asking, request.params.id);
    const body = parseInput(setPinBodySchema, request.body);
    await requirePassword(context, request, body.password);
    await context.db
      .updateTable('profile')
      .set(await pinColumns(body.pin))
      .where('id', '=', profile.id)
      .execute();
    return { locked: true };
  });

  app.delete<{ Params: { id: string } }>(PROFILE_ROUTES.pin, async (request) => {
    const asking = await askingAccount(context, request);
    const profile = profileIn(asking, request.params.id);
    const body = parseInput(passwordOnlyBodySchema, request.body);
    await requirePassword(context, request, body.password);
    await context.db
      .updateTable('profile')
      // Without the first profile's PIN, adding profiles cannot need it.
      .set({ ...(await pinColumns(null)), require_pin_to_add: 0 })
      .where('id', '=', profile.id)
      .execute();
    return { locked: false };
  });
}
