import { templateOrigin } from '@/shared/player/embed-url';
import type { StreamProvider } from '@/shared/player/provider-schema';

/**
 * Origins whose messages the player reads for a provider: its configured list (`self` is our
 * own origin), or when none is configured, the origins its templates point at.
 */
export function allowedMessageOrigins(provider: StreamProvider, ownOrigin: string): Set<string> {
  const configured = provider.messageOrigins.map((o) => (o === 'self' ? ownOrigin : o));
  if (configured.length > 0) return new Set(configured);
  return new Set(
    [provider.movieUrl, provider.tvUrl].map((template) => templateOrigin(template) ?? ownOrigin),
  );
}
