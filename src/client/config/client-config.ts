/**
 * Public settings the server writes into index.html as a meta tag (no inline script, so the
 * CSP stays strict). Missing or unreadable: the defaults below.
 */
export interface ClientConfig {
  authMode: 'accounts' | 'anonymous';
  version: string;
}

const defaults: ClientConfig = { authMode: 'accounts', version: '2.1.0' };

let cached: ClientConfig | undefined;

export function clientConfig(): ClientConfig {
  if (cached) return cached;
  const raw = document.querySelector('meta[name="nexus-config"]')?.getAttribute('content');
  try {
    const parsed = raw ? (JSON.parse(raw) as Partial<ClientConfig>) : {};
    cached = {
      authMode: parsed.authMode === 'anonymous' ? 'anonymous' : 'accounts',
      version: typeof parsed.version === 'string' ? parsed.version : defaults.version,
    };
  } catch {
    cached = defaults;
  }
  return cached;
}
