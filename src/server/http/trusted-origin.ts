import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '@/server/config';
import { HttpError } from './errors';

/**
 * The one origin rule for calls that change something (docs/product.md#sessions): a browser
 * names the page that made a request in `Origin` (or, failing that, `Referer`), and only pages of
 * this site may change a person's data or spend the server's allowances. The site is PUBLIC_URL
 * when set, else the scheme and host the request came to (the same list better-auth trusts,
 * create-auth.ts).
 */
export function siteOrigin(config: Pick<Config, 'PUBLIC_URL'>) {
  const publicOrigin = config.PUBLIC_URL ? new URL(config.PUBLIC_URL).origin : undefined;
  return (request: FastifyRequest) => publicOrigin ?? `${request.protocol}://${request.host}`;
}

/** The origin the request names: its Origin header, else its Referer's origin. */
export function requestOrigin(request: FastifyRequest): string | undefined {
  const { origin, referer } = request.headers;
  if (origin) return origin;
  try {
    return referer ? new URL(referer).origin : undefined;
  } catch {
    return undefined;
  }
}

export function forbiddenOrigin() {
  return new HttpError(403, 'invalid-origin', 'This request did not come from this site.');
}

/**
 * Refuses a POST to one of `paths` whose Origin (or Referer) is another site's, or `null`, with
 * 403 `invalid-origin`. A POST that names no origin at all follows better-auth's rule for its
 * own state-changing calls: refused when it carries cookies (it acts as whoever they sign in, and
 * every browser names the origin of a POST), let through when it carries none (a script or a test
 * that acts as nobody, which no other site could make a visitor's browser send).
 *
 * Checked before validation, after the body is read: a body over its route's limit is still
 * answered 413, whatever its origin. The auth routes keep their stricter rule (auth-plugin.ts:
 * an origin always), since signing in and up is what a forged form would aim at first.
 */
export function registerTrustedOrigin(
  app: FastifyInstance,
  options: { config: Pick<Config, 'PUBLIC_URL'>; paths: readonly string[] },
) {
  const expected = siteOrigin(options.config);
  const paths = new Set(options.paths);
  app.addHook('preValidation', async (request) => {
    if (request.method !== 'POST' || !paths.has(request.routeOptions.url ?? '')) return;
    const origin = requestOrigin(request);
    if (origin === undefined && request.headers.cookie === undefined) return;
    if (origin !== expected(request)) throw forbiddenOrigin();
  });
}
