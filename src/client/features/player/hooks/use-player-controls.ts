import type { RefObject } from 'react';
import type { PlayerState } from './use-player';
import { useFullscreen } from './use-fullscreen';
import { usePlayerKeys } from './use-player-keys';

/** Fullscreen, previous and next, play and pause, and their keys: the same for the overlay and the /watch page. */
export function usePlayerControls(player: PlayerState, container: RefObject<HTMLElement | null>) {
  const fullscreen = useFullscreen(container);
  const { selection } = player;
  const next = selection.next ? () => selection.go(selection.next!) : null;
  const previous = selection.previous ? () => selection.go(selection.previous!) : null;
  usePlayerKeys({
    container,
    togglePlay: player.togglePlay,
    toggleFullscreen: fullscreen.toggle,
    exitFullscreen: fullscreen.exit,
    next: () => next?.(),
    previous: () => previous?.(),
  });
  return { fullscreen, next, previous };
}

export type PlayerControls = ReturnType<typeof usePlayerControls>;
