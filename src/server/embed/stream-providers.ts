import * as v from 'valibot';
import { readFileSync } from 'node:fs';
import type { Config } from '@/server/config';
import { ConfigError } from '@/server/config';
import { templateOrigin } from '@/shared/player/embed-url';
import { demoProvider, type StreamProvider } from '@/shared/player/provider-schema';
import { streamProviderListSchema } from './provider-config-schema';

/**
 * The stream providers, from STREAM_PROVIDERS (inline JSON) or STREAM_PROVIDERS_FILE (a path to
 * the same JSON): an array of providers, or `{ "providers": [...] }`. None configured means the
 * built-in demo stream. A bad value stops start-up with a ConfigError naming what is wrong.
 */
export function loadStreamProviders(config: Config): StreamProvider[] {
  const { STREAM_PROVIDERS: inline, STREAM_PROVIDERS_FILE: file } = config;
  if (inline && file) {
    throw new ConfigError(['STREAM_PROVIDERS and STREAM_PROVIDERS_FILE: set only one of them']);
  }
  if (!inline && !file) return [demoProvider];
  const name = inline ? 'STREAM_PROVIDERS' : 'STREAM_PROVIDERS_FILE';
  let text: string;
  try {
    text = inline ?? readFileSync(file as string, 'utf8');
  } catch (error) {
    throw new ConfigError([`${name}: cannot read ${file} (${(error as Error).message})`]);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ConfigError([`${name}: is not valid JSON`]);
  }
  const list =
    typeof json === 'object' && json !== null && !Array.isArray(json) && 'providers' in json
      ? (json as { providers: unknown }).providers
      : json;
  const parsed = v.safeParse(streamProviderListSchema, list);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.issues.map((issue) => {
        const path = v.getDotPath(issue);
        return `${name}${path ? `[${path}]` : ''}: ${issue.message}`;
      }),
    );
  }
  return parsed.output;
}

/**
 * Start-up warnings about the configured providers: a provider framed without a sandbox can
 * open popups and navigate the page (some players refuse to play otherwise; README, "Stream
 * providers").
 */
export function streamProviderWarnings(providers: StreamProvider[]): string[] {
  return providers
    .filter((p) => p.sandbox === 'none')
    .map(
      (p) =>
        `stream provider ${p.id} is framed without a sandbox: it can open popups and navigate away from NEXUS`,
    );
}

/** Origins the player frames, for the CSP's frame-src; same-origin templates are 'self'. */
export function streamFrameOrigins(providers: StreamProvider[]): string[] {
  const origins = providers
    .flatMap((p) => [templateOrigin(p.movieUrl), templateOrigin(p.tvUrl)])
    .filter((origin): origin is string => origin !== null);
  return [...new Set(origins)];
}
