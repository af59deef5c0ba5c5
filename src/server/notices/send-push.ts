import webpush from 'web-push';
import type { VapidKeys } from './vapid-keys';

export interface StoredSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** What became of one push: delivered, the subscription is gone, wait, or try next run. */
export type PushOutcome =
  | { kind: 'sent' }
  | { kind: 'gone' }
  | { kind: 'later'; retryAfterS: number }
  | { kind: 'failed'; status: number | null };

/** A day: a notice about an episode means nothing once the next one is near. */
const NOTICE_TTL_S = 24 * 60 * 60;
const TIMEOUT_MS = 10_000;
/** Without a Retry-After, a 429 waits an hour. */
const DEFAULT_RETRY_S = 3600;

/**
 * Sends one push (RFC 8030) with web-push's encryption (RFC 8291, aes128gcm) and VAPID token
 * (RFC 8292), through fetch rather than web-push's own request, which only speaks https (the
 * tests' fake push service is plain http on 127.0.0.1). 404 and 410 mean the subscription has
 * expired or was removed (RFC 8030 §7.3, autopush's and FCM's docs): it is deleted. 429 honours
 * Retry-After. Anything else (5xx, a lost connection) is tried again next run.
 */
export async function sendPush(
  subscription: StoredSubscription,
  payload: string,
  vapid: VapidKeys & { subject: string },
): Promise<PushOutcome> {
  const request = webpush.generateRequestDetails(
    {
      endpoint: subscription.endpoint,
      keys: { p256dh: subscription.p256dh, auth: subscription.auth },
    },
    payload,
    {
      vapidDetails: vapid,
      TTL: NOTICE_TTL_S,
      contentEncoding: 'aes128gcm',
      urgency: 'normal',
    },
  );
  let response: Response;
  try {
    response = await fetch(request.endpoint, {
      method: 'POST',
      headers: Object.fromEntries(
        Object.entries(request.headers).map(([name, value]) => [name, String(value)]),
      ),
      body: new Uint8Array(request.body),
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await response.body?.cancel();
  } catch {
    return { kind: 'failed', status: null };
  }
  if (response.status >= 200 && response.status < 300) return { kind: 'sent' };
  if (response.status === 404 || response.status === 410) return { kind: 'gone' };
  if (response.status === 429)
    return { kind: 'later', retryAfterS: retryAfterSeconds(response.headers.get('retry-after')) };
  return { kind: 'failed', status: response.status };
}

/** Retry-After as seconds or an HTTP date (RFC 9110 §10.2.3), at least a minute, at most a day. */
function retryAfterSeconds(value: string | null): number {
  if (!value) return DEFAULT_RETRY_S;
  const seconds = /^\d+$/.test(value.trim())
    ? Number(value)
    : Math.ceil((Date.parse(value) - Date.now()) / 1000);
  if (!Number.isFinite(seconds)) return DEFAULT_RETRY_S;
  return Math.min(Math.max(seconds, 60), 24 * 60 * 60);
}
