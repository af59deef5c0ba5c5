import { useEffect, useEffectEvent, type RefObject } from 'react';
import { adapterFor, type ProgressUpdate } from '@/shared/player/progress-adapters';
import type { StreamProvider } from '@/shared/player/provider-schema';
import { messageOriginMatcher } from '../utils/message-origins';

/**
 * Listens for the embed's progress messages. A message counts only when it comes from our
 * iframe's window, from an allowed origin, and passes the provider's adapter; everything else
 * is ignored without a throw.
 */
export function usePlayerMessages(
  frame: RefObject<HTMLIFrameElement | null>,
  provider: StreamProvider | undefined,
  target: { type: 'movie' | 'tv'; id: number },
  onUpdate: (update: ProgressUpdate) => void,
) {
  const deliver = useEffectEvent((update: ProgressUpdate) => onUpdate(update));
  const { type, id } = target;

  useEffect(() => {
    if (!provider) return;
    const allowed = messageOriginMatcher(provider, window.location.origin);
    const adapt = adapterFor(provider.adapter);
    const listener = (event: MessageEvent) => {
      const source = frame.current?.contentWindow;
      if (!source || event.source !== source || !allowed(event.origin)) return;
      let update: ProgressUpdate | null = null;
      try {
        update = adapt(event.data, { type, id });
      } catch {
        return; // adapters do not throw; a provider's oddity must never break the page
      }
      if (update) deliver(update);
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, [frame, provider, type, id]);
}
