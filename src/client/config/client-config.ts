/**
 * Public settings the server writes into index.html as a meta tag (no inline script, so the
 * CSP stays strict). Missing or unreadable: the defaults below.
 */
export interface ClientConfig {
  authMode: 'accounts' | 'anonymous';
  version: string;
  /** Where titles come from: only 'tmdb' ids are TMDB's, so only then may the page link to TMDB. */
  catalog: 'tmdb' | 'embedded';
}

const defaults: ClientConfig = { authMode: 'accounts', version: '2.1.0', catalog: 'embedded' };

let cached: ClientConfig | undefined;
let cachedFrom: string | null | undefined;

export function clientConfig(): ClientConfig {
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
