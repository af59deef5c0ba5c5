import { isIP } from 'node:net';
import { z } from 'zod';
import { NOTICES_LIMITS } from '@/shared/notices/notices-api';

/** base64url of `bytes` bytes, without padding (as PushSubscription.toJSON() gives them). */
const base64url = (bytes: number) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, 'must be base64url')
    .transform((text) => text.replace(/=+$/, ''))
    .refine((text) => Buffer.from(text, 'base64url').length === bytes, `must be ${bytes} bytes`);

/**
 * Where a push may be sent: a push service's https URL by a host name. Addresses and local
 * names are refused so that nobody can make the server call into its own network; the one
 * exception is the fake push service of the tests, http://127.0.0.1, under NODE_ENV=test.
 */
function endpointAllowed(text: string, allowLoopbackHttp: boolean) {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (allowLoopbackHttp && url.protocol === 'http:' && url.hostname === '127.0.0.1') return true;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return (
    url.protocol === 'https:' &&
    isIP(host) === 0 &&
    host.includes('.') &&
    !/(^|\.)(localhost|local|internal|localdomain)$/i.test(host)
  );
}

/** A browser's PushSubscription.toJSON(): the endpoint and its two keys (RFC 8291). */
export function pushSubscriptionSchema(allowLoopbackHttp: boolean) {
  return z.object({
    endpoint: z
      .string()
      .max(
        NOTICES_LIMITS.endpointChars,
        `must be at most ${NOTICES_LIMITS.endpointChars} characters`,
      )
      .refine(
        (text) => endpointAllowed(text, allowLoopbackHttp),
        'must be a push service https URL',
      ),
    expirationTime: z.number().nullable().optional(),
    keys: z.object({
      // The browser's ECDH public key: an uncompressed P-256 point.
      p256dh: base64url(65).refine(
        (text) => Buffer.from(text, 'base64url')[0] === 4,
        'must be an uncompressed P-256 point',
      ),
      auth: base64url(16),
    }),
  });
}

export const endpointBodySchema = z.object({
  endpoint: z.string().min(1).max(NOTICES_LIMITS.endpointChars),
});
