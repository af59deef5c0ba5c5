import { Trans } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { useSearchParams } from '@/client/lib/router/router';
import { isPlayerOpen } from '../utils/player-params';

// The player is its own chunk: it loads only when a title page opens it.
const PlayerOverlay = lazy(() =>
  import('./player-overlay').then((m) => ({ default: m.PlayerOverlay })),
);

/**
 * What a title route renders: nothing, or the player overlay when the URL asks for it
 * (`?play=1`, or `?resume=1` from continue watching).
 */
export function PlayerOverlaySlot({ type, id }: { type: 'movie' | 'tv'; id: number }) {
  const [params] = useSearchParams();
  if (!isPlayerOpen(params) || !Number.isInteger(id) || id <= 0) return null;
  return (
    <Suspense
      fallback={
        <div role="status" className="fixed inset-0 z-50 flex items-center justify-center bg-black">
          <p className="label-caps text-sm text-text-dim">
            <Trans comment="While the stream loads; NEXUS is the product's name">
              Initializing NEXUS Stream...
            </Trans>
          </p>
        </div>
      }
    >
      <PlayerOverlay type={type} id={id} />
    </Suspense>
  );
}
