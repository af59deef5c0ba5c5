import * as v from 'valibot';

/**
 * The signed-in sessions of an account, as /account lists them (docs/product.md#devices). The
 * paths are better-auth's own; the server answers with these fields only, never a session token.
 */
export const DEVICE_SESSION_PATHS = {
  /** GET: `{ sessions }`, the account's active sessions, the caller's marked `current`. */
  list: '/api/auth/list-sessions',
  /** POST `{ id }`: ends one other session of the account. */
  revoke: '/api/auth/revoke-session',
  /** POST: ends every session of the account but the caller's. */
  revokeOthers: '/api/auth/revoke-other-sessions',
} as const;

// A date `Date.parse` reads (better-auth answers with ISO timestamps; any readable date will do).
const isoDate = v.pipe(
  v.string(),
  v.maxLength(40),
  v.check((text) => !Number.isNaN(Date.parse(text))),
);

const sessionId = v.pipe(
  v.string(),
  v.maxLength(200),
  v.check((id) => id.length > 0, 'must not be empty'),
);

const deviceSessionSchema = v.object({
  id: sessionId,
  /** As the browser sent it at sign-in; may be empty. */
  userAgent: v.pipe(v.string(), v.maxLength(1000)),
  signedInAt: isoDate,
  /** When the session was last refreshed (better-auth does so at most once a day). */
  lastActiveAt: isoDate,
  current: v.boolean(),
});

export const deviceSessionsAnswerSchema = v.object({ sessions: v.array(deviceSessionSchema) });

export type DeviceSession = v.InferOutput<typeof deviceSessionSchema>;

export const revokeSessionBodySchema = v.object({
  id: sessionId,
});
