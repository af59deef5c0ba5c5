import { z } from 'zod';

/**
 * A stream provider, as configured by STREAM_PROVIDERS / STREAM_PROVIDERS_FILE and as sent to
 * the browser by GET /api/stream-providers. Nothing in it is secret.
 *
 * URL templates take `{id}`, `{season}`, `{episode}` and, optionally, `{start}` (seconds to
 * resume from). A template is an absolute http(s) URL or a path on our own server.
 */
export const sandboxTokenSchema = z.enum([
  'allow-scripts',
  'allow-same-origin',
  'allow-forms',
  'allow-presentation',
  'allow-pointer-lock',
  'allow-orientation-lock',
  'allow-popups',
  'allow-popups-to-escape-sandbox',
  'allow-top-navigation',
  'allow-top-navigation-by-user-activation',
]);
export type SandboxToken = z.infer<typeof sandboxTokenSchema>;

export const progressAdapterNameSchema = z.enum([
  'player-event',
  'media-data',
  'json-progress',
  'auto',
]);
export type ProgressAdapterName = z.infer<typeof progressAdapterNameSchema>;

export const referrerPolicySchema = z.enum([
  'no-referrer',
  'origin',
  'same-origin',
  'strict-origin',
  'strict-origin-when-cross-origin',
]);

/**
 * `self` stands for our own origin, which the server does not always know (proxies). Players
 * move hosts and serve from mirrors, so an origin may start its host with `*.`: any one or more
 * labels in front of the rest (`https://*.player.example` takes `https://eu1.player.example`).
 */
const messageOriginSchema = z.union([
  z.literal('self'),
  z
    .string()
    .regex(
      /^https?:\/\/(?:\*\.)?[^/\s?#*]+$/,
      'must be an origin such as https://player.example.com or https://*.player.example.com',
    ),
]);

const templateSchema = z
  .string()
  .trim()
  .refine((v) => /^(https?:\/\/[^\s/]+)?\/[^\s]*$/.test(v), 'must be an http(s) URL or a /path')
  .refine((v) => v.includes('{id}') || v.includes('{imdb}'), 'must contain {id} or {imdb}');

/**
 * `"none"` (or `false`) frames the provider without a sandbox. Many popular players refuse to
 * play in any sandboxed frame; unsandboxed, they may open popups and navigate the page. The
 * operator chooses, the server warns at start-up, and the README explains the trade-off.
 */
const sandboxSchema = z.union([
  z.array(sandboxTokenSchema),
  z.literal('none'),
  z.literal(false).transform(() => 'none' as const),
]);

/** Sandboxed by default: scripts run, but no popups and no top navigation unless configured. */
export const defaultSandbox: SandboxToken[] = [
  'allow-scripts',
  'allow-same-origin',
  'allow-presentation',
];

export const streamProviderSchema = z.object({
  id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'must be lower-case letters, digits and -'),
  name: z.string().trim().min(1).max(60),
  movieUrl: templateSchema,
  tvUrl: templateSchema.refine(
    (v) => v.includes('{season}') && v.includes('{episode}'),
    'must contain {season} and {episode}',
  ),
  /** Origins allowed to post progress messages; empty means the templates' own origins. */
  messageOrigins: z.array(messageOriginSchema).default([]),
  sandbox: sandboxSchema.default(defaultSandbox),
  referrerPolicy: referrerPolicySchema.default('origin'),
  adapter: progressAdapterNameSchema.default('auto'),
});
export type StreamProvider = z.infer<typeof streamProviderSchema>;
export type StreamProviderInput = z.input<typeof streamProviderSchema>;

export const streamProviderListSchema = z
  .array(streamProviderSchema)
  .min(1, 'must list at least one provider')
  .refine((list) => new Set(list.map((p) => p.id)).size === list.length, 'ids must be unique');

/** The answer of GET /api/stream-providers. */
export const streamProvidersResponseSchema = z.object({ providers: streamProviderListSchema });
export type StreamProvidersResponse = z.infer<typeof streamProvidersResponseSchema>;

/** The built-in demo stream, served by our own server: the default when none is configured. */
export const demoProvider: StreamProvider = {
  id: 'nexus-demo',
  name: 'NEXUS Demo Stream',
  movieUrl: '/embed/movie/{id}?start={start}',
  tvUrl: '/embed/tv/{id}/{season}/{episode}?start={start}',
  messageOrigins: ['self'],
  sandbox: defaultSandbox,
  referrerPolicy: 'same-origin',
  adapter: 'player-event',
};
