/**
 * The new-episode notices' API (issue 34, docs/product.md#new-episode-notices): the bell's
 * seen-until time, synced per profile, and the browser's Web Push subscription.
 */
export const NOTICES_PATHS = {
  seen: '/api/notices/seen',
  pushKey: '/api/push/key',
  subscriptions: '/api/push/subscriptions',
} as const;

/** `{ seenUntil }`: an ISO time, or null when this profile never opened the bell. */
export interface SeenAnswer {
  seenUntil: string | null;
}

/** `{ publicKey }`: the server's VAPID key, the browser's `applicationServerKey`. */
export interface PushKeyAnswer {
  publicKey: string;
}

/** The codes of the answers the client shows a message of its own for. */
export const NOTICES_ERROR_CODES = {
  tooManySubscriptions: 'too-many-subscriptions',
  badSubscription: 'bad-subscription',
} as const;

export const NOTICES_LIMITS = {
  /** Browsers one profile may have asking for push notices. */
  subscriptionsPerProfile: 5,
  /** Push endpoints are URLs of a few hundred characters; anything longer is not one. */
  endpointChars: 1024,
  /** A new profile's bell looks this far back. */
  firstLookBackDays: 7,
} as const;
