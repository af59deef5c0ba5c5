import type { FastifyReply } from 'fastify';

/**
 * Sends a catalogue answer as JSON with its cache policy. Sources hand back the very same
 * object for a repeated request (the embedded source precomputes its pages), so the
 * serialised text is kept per object and a hot list page costs no JSON.stringify at all.
 */
const serialised = new WeakMap<object, string>();

export const CACHE = {
  list: 'public, max-age=300',
  search: 'public, max-age=300',
  detail: 'public, max-age=3600',
} as const;

/**
 * A kids profile's answer is its own (docs/product.md#profiles): `private`, so no shared cache
 * and no replay (hot-responses.ts takes only `public` answers) hands it to a grown-up. Every
 * answer varies by cookie, so a browser that switches profile (a new profile cookie) never
 * reuses the other profile's answer from its own HTTP cache.
 */
export function sendJson(reply: FastifyReply, body: object, cacheControl: string, kids = false) {
  let text = serialised.get(body);
  if (text === undefined) {
    text = JSON.stringify(body);
    serialised.set(body, text);
  }
  return reply
    .header('cache-control', kids ? cacheControl.replace(/^public\b/, 'private') : cacheControl)
    .header('vary', 'cookie')
    .type('application/json; charset=utf-8')
    .send(text);
}
