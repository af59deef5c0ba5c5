import type { FastifyInstance } from 'fastify';
import { ACCOUNT_SECURITY_PATHS } from '@/shared/auth/account-security-paths';
import { type SecurityStatus } from '@/shared/auth/account-security';
import { fetchHeaders } from './accounts-handle';
import { twoFactorErrors, type AuthRouteContext } from './auth-route-context';

/**
 * GET /api/auth/security: what the account page's security card states, read from the account
 * itself, so that 'Active' is shown only when it is true, and the size its synced library
 * takes on the server ('Data Consumed', docs/product.md#account-page).
 */
export function registerSecurityStatusRoute(app: FastifyInstance, context: AuthRouteContext) {
  app.get(ACCOUNT_SECURITY_PATHS.status, async (request, reply) => {
    const headers = fetchHeaders(request);
    const found = await context.auth.api.getSession({ headers });
    if (!found) throw twoFactorErrors.signInRequired();
    const passkeys = await (await context.passkeyAuth()).api.listPasskeys({ headers });
    reply.header('cache-control', 'no-store');
    // The two-factor plugin's column, typed loosely by the library: a flag, 0/1 on SQLite.
    const { twoFactorEnabled } = found.user as { twoFactorEnabled?: boolean | number | null };
    const status: SecurityStatus = {
      twoFactorEnabled: Boolean(twoFactorEnabled),
      libraryBytes: await context.libraryBytes(found.user.id),
      passkeys: passkeys.map((passkey) => ({
        id: passkey.id,
        name: passkey.name ?? '',
        createdAt: passkey.createdAt ? new Date(passkey.createdAt).toISOString() : '',
      })),
    };
    return status;
  });
}
