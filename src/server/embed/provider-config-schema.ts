import * as v from 'valibot';
import {
  defaultSandbox,
  progressAdapterNameSchema,
  referrerPolicySchema,
  sandboxTokenSchema,
} from '@/shared/player/provider-schema';

/**
 * A stream provider as the operator configures it (STREAM_PROVIDERS / STREAM_PROVIDERS_FILE):
 * checked strictly at start-up, with defaults filled in. The browser gets the result and checks
 * only its shape (streamProvidersResponseSchema).
 *
 * URL templates take `{id}` or `{imdb}`, `{season}`, `{episode}` and, optionally, `{start}`
 * (seconds to resume from). A template is an absolute http(s) URL or a path on our own server.
 */
/**
 * `self` stands for our own origin, which the server does not always know (proxies). Players
 * move hosts and serve from mirrors, so an origin may start its host with `*.`: any one or more
 * labels in front of the rest (`https://*.player.example` takes `https://eu1.player.example`).
 */
const messageOriginSchema = v.union(
  [v.literal('self'), v.pipe(v.string(), v.regex(/^https?:\/\/(?:\*\.)?[^/\s?#*]+$/))],
  'must be an origin such as https://player.example.com or https://*.player.example.com',
);

const templateSchema = v.pipe(
  v.string(),
  v.trim(),
  v.regex(/^(https?:\/\/[^\s/]+)?\/[^\s]*$/, 'must be an http(s) URL or a /path'),
  v.check((t) => t.includes('{id}') || t.includes('{imdb}'), 'must contain {id} or {imdb}'),
);

/**
 * `"none"` (or `false`) frames the provider without a sandbox. Many popular players refuse to
 * play in any sandboxed frame; unsandboxed, they may open popups and navigate the page. The
 * operator chooses, the server warns at start-up, and the README explains the trade-off.
 */
const sandboxSchema = v.union([
  v.array(sandboxTokenSchema),
  v.literal('none'),
  v.pipe(
    v.literal(false),
    v.transform(() => 'none' as const),
  ),
]);

export const streamProviderSchema = v.object({
  id: v.pipe(
    v.string(),
    v.regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'must be lower-case letters, digits and -'),
  ),
  name: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(60)),
  movieUrl: templateSchema,
  tvUrl: v.pipe(
    templateSchema,
    v.check(
      (t) => t.includes('{season}') && t.includes('{episode}'),
      'must contain {season} and {episode}',
    ),
  ),
  /** Origins allowed to post progress messages; empty means the templates' own origins. */
  messageOrigins: v.optional(v.array(messageOriginSchema), () => []),
  sandbox: v.optional(sandboxSchema, () => [...defaultSandbox]),
  referrerPolicy: v.optional(referrerPolicySchema, 'origin'),
  adapter: v.optional(progressAdapterNameSchema, 'auto'),
});

export const streamProviderListSchema = v.pipe(
  v.array(streamProviderSchema),
  v.minLength(1, 'must list at least one provider'),
  v.check((list) => new Set(list.map((p) => p.id)).size === list.length, 'ids must be unique'),
);
