import type { FastifyRequest } from 'fastify';
import { forward } from '../auth-forward';
import type { AuthRouteContext } from '../auth-route-context';

/**
 * The request, checked by its route, handed to the passkey plugin's better-auth (loaded on first
 * use, passkey-loading.test.ts) at the origin it came from; `body` undefined for a GET.
 */
export async function forwardToPasskeys(
  context: AuthRouteContext,
  request: FastifyRequest,
  body?: unknown,
) {
  return forward(await context.passkeyAuth(), request, context.originOf(request), body);
}
