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

export function sendJson(reply: FastifyReply, body: object, cacheControl: string) {
  let text = serialised.get(body);
  if (text === undefined) {
    text = JSON.stringify(body);
    serialised.set(body, text);
  }
  return reply
    .header('cache-control', cacheControl)
    .type('application/json; charset=utf-8')
    .send(text);
}
