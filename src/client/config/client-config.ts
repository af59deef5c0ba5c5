import { APP_VERSION, type ClientConfig } from '@/shared/client-config';

/**
 * Public settings the server writes into the page as a meta tag (no inline script, so the CSP
 * stays strict). Missing or unreadable: these defaults.
 */
const defaults: ClientConfig = { authMode: 'accounts', version: APP_VERSION, catalog: 'embedded' };

let cached: ClientConfig | undefined;
let cachedFrom: string | null | undefined;
/** On the server: the same settings the page's meta tag carries. Server-wide, never a visitor's. */
let onServer: ClientConfig | undefined;

/** The server's page renderer sets the settings once, at start (src/client/entry-server.tsx). */
export function setServerClientConfig(config: ClientConfig) {
  onServer = config;
}

export function clientConfig(): ClientConfig {
  if (typeof document === 'undefined') return onServer ?? defaults;
  const raw = document.querySelector('meta[name="nexus-config"]')?.getAttribute('content') ?? null;
  if (cached && raw === cachedFrom) return cached;
  cachedFrom = raw;
  try {
    const parsed = raw ? (JSON.parse(raw) as Partial<ClientConfig>) : {};
    cached = {
      authMode: parsed.authMode === 'anonymous' ? 'anonymous' : 'accounts',
      version: typeof parsed.version === 'string' ? parsed.version : defaults.version,
      catalog: parsed.catalog === 'tmdb' ? 'tmdb' : 'embedded',
    };
  } catch {
    cached = defaults;
  }
  return cached;
}
