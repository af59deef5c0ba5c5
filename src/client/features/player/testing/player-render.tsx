import { renderRoute } from '@/client/testing/render-route';
import { PlayerOverlaySlot } from '../components/player-overlay-slot';

/**
 * A title route at `url` with the player slot, a text input (to type in) and the current
 * location in `data-testid="location"`, as the overlay tests need it.
 */
export function renderPlayerAt(url: string, type: 'movie' | 'tv', id: number) {
  return renderRoute(
    url,
    `/${type}/:id`,
    <>
      <input aria-label="Search" />
      <PlayerOverlaySlot type={type} id={id} />
    </>,
  );
}
