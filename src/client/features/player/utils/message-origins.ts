import { templateOrigin } from '@/shared/player/embed-url';
import type { StreamProvider } from '@/shared/player/provider-schema';

/**
 * Whether a message's origin may speak for a provider: its configured list (`self` is our own
 * origin; `https://*.host` takes any subdomain of host, for players that move between mirrors),
 * or when none is configured, the origins its templates point at.
 */
export function messageOriginMatcher(
  provider: StreamProvider,
  ownOrigin: string,
): (origin: string) => boolean {
  const configured = provider.messageOrigins.map((o) => (o === 'self' ? ownOrigin : o));
  const allowed =
    configured.length > 0
      ? configured
      : [provider.movieUrl, provider.tvUrl].map((t) => templateOrigin(t) ?? ownOrigin);
  const exact = new Set(allowed.filter((o) => !o.includes('*')));
  const patterns = allowed.filter((o) => o.includes('*')).map(originPattern);
  return (origin) => exact.has(origin) || patterns.some((pattern) => pattern.test(origin));
}

/** `https://*.player.example` → one or more DNS labels in front of `player.example`. */
function originPattern(origin: string): RegExp {
  const [scheme, host] = origin.split('://*.');
  const escaped = host!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${scheme}://(?:[a-z0-9-]+\\.)+${escaped}$`, 'i');
}
