import * as v from 'valibot';
import { parseAnswer } from '@/client/api/parse-answer';
import { apiGet, apiRequest } from '@/client/lib/api-client';
import { readStored, removeStored, writeStored } from '@/client/lib/storage';
import { storageKeys } from '@/client/lib/storage-keys';
import { NOTICES_PATHS } from '@/shared/notices/notices-api';
import { PROFILE_HEADER } from '@/shared/profiles/profile-api';

/**
 * This browser's Web Push subscription for new-episode notices (docs/product.md#new-episode-notices):
 * made when the person turns the setting on (the browser asks its permission then, never
 * before), given to the server for the profile the page shows, and ended when they turn it off
 * or sign out. Event handlers and effects only: it reads `navigator`.
 */

/** What turning the notices on came to. */
export type PushOutcome = 'on' | 'denied' | 'unsupported' | 'failed';

/** Whether this browser can have push at all, and whether the site was refused already. */
export function pushAvailability(): 'unsupported' | 'denied' | 'ask' | 'granted' {
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window))
    return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  return Notification.permission === 'granted' ? 'granted' : 'ask';
}

const keyAnswerSchema = v.object({ publicKey: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{87}$/)) });
const profileSchema = v.pipe(v.string(), v.maxLength(64));
/** The worker registers after the first paint; a page without one (development) has no push. */
const WORKER_WAIT_MS = 5000;

async function workerRegistration(): Promise<ServiceWorkerRegistration | null> {
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), WORKER_WAIT_MS));
  return Promise.race([navigator.serviceWorker.ready, timeout]);
}

/** The subscription this browser holds, with the profile it was made for (null: none). */
export async function currentPush(): Promise<{ profileId: string } | null> {
  if (pushAvailability() === 'unsupported') return null;
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return null;
  return { profileId: readStored(storageKeys.pushProfile, profileSchema, '') };
}

/**
 * Turns notices on for `profileId` (null: the account's first profile): permission, then a fresh
 * subscription (one this browser had for another profile or account is ended first), then the
 * server's copy.
 */
export async function turnOnPush(profileId: string | null): Promise<PushOutcome> {
  if (pushAvailability() === 'unsupported') return 'unsupported';
  const registration = await workerRegistration();
  if (!registration) return 'unsupported';
  if ((await Notification.requestPermission()) !== 'granted') return 'denied';
  try {
    const { publicKey } = parseAnswer(
      keyAnswerSchema,
      await apiGet<unknown>(NOTICES_PATHS.pushKey),
    );
    await endSubscription(registration);
    let subscription: PushSubscription;
    try {
      subscription = await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: base64urlBytes(publicKey),
      });
    } catch {
      // No push service in this browser (some privacy settings, some builds): nothing to subscribe to.
      return 'unsupported';
    }
    await apiRequest(NOTICES_PATHS.subscriptions, {
      method: 'POST',
      body: subscription.toJSON(),
      headers: profileId ? { [PROFILE_HEADER]: profileId } : undefined,
    });
    writeStored(storageKeys.pushProfile, profileId ?? '');
    return 'on';
  } catch {
    return 'failed';
  }
}

/** Turns notices off: the server forgets the endpoint, the browser ends the subscription. */
export async function turnOffPush(timeoutMs?: number): Promise<void> {
  removeStored(storageKeys.pushProfile);
  if (pushAvailability() === 'unsupported') return;
  const registration = await navigator.serviceWorker.getRegistration();
  if (registration) await endSubscription(registration, timeoutMs);
}

async function endSubscription(registration: ServiceWorkerRegistration, timeoutMs?: number) {
  const subscription = await registration.pushManager.getSubscription();
  if (!subscription) return;
  // The server first: should the browser's part fail, no notice is sent to it anyway.
  await apiRequest(NOTICES_PATHS.subscriptions, {
    method: 'DELETE',
    body: { endpoint: subscription.endpoint },
    timeoutMs,
  }).catch(() => undefined);
  await subscription.unsubscribe().catch(() => false);
}

function base64urlBytes(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}
