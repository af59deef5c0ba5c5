import * as v from 'valibot';

/**
 * A stream provider as GET /api/stream-providers sends it to the browser, once the server has
 * read and checked it from STREAM_PROVIDERS / STREAM_PROVIDERS_FILE
 * (src/server/embed/provider-config-schema.ts). Nothing in it is secret.
 *
 * URL templates take `{id}`, `{season}`, `{episode}` and, optionally, `{start}` (seconds to
 * resume from). A template is an absolute http(s) URL or a path on our own server.
 */
export const sandboxTokenSchema = v.picklist([
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
export type SandboxToken = v.InferOutput<typeof sandboxTokenSchema>;

export const progressAdapterNameSchema = v.picklist([
  'player-event',
  'media-data',
  'json-progress',
  'auto',
]);
export type ProgressAdapterName = v.InferOutput<typeof progressAdapterNameSchema>;

export const referrerPolicySchema = v.picklist([
  'no-referrer',
  'origin',
  'same-origin',
  'strict-origin',
  'strict-origin-when-cross-origin',
]);

/** Sandboxed by default: scripts run, but no popups and no top navigation unless configured. */
export const defaultSandbox: SandboxToken[] = [
  'allow-scripts',
  'allow-same-origin',
  'allow-presentation',
];

/**
 * The answer of GET /api/stream-providers: the providers as the server resolved them from its
 * configuration (checked, trimmed, defaults filled in), so the browser checks only their shape.
 */
export const streamProvidersResponseSchema = v.object({
  providers: v.array(
    v.object({
      id: v.string(),
      name: v.string(),
      movieUrl: v.string(),
      tvUrl: v.string(),
      messageOrigins: v.array(v.string()),
      sandbox: v.union([v.array(sandboxTokenSchema), v.literal('none')]),
      referrerPolicy: referrerPolicySchema,
      adapter: progressAdapterNameSchema,
    }),
  ),
});
type StreamProvidersResponse = v.InferOutput<typeof streamProvidersResponseSchema>;
export type StreamProvider = StreamProvidersResponse['providers'][number];

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
