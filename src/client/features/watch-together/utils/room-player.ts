import type { RefObject } from 'react';

/*
 * What the room needs of a player, as a shape of its own (the player is another feature; the app
 * hands its state over, see app/utils/watch-together-in-player.tsx).
 */

interface HeardProgress {
  update: { event: string; currentTime: number };
  /** Date.now() when it was heard. */
  heardAt: number;
}

export interface RoomPlayer {
  type: 'movie' | 'tv';
  id: number;
  selection: { season: number; episode: number };
  provider?: { id: string };
  frameRef: RefObject<HTMLIFrameElement | null>;
  /** The stream's address ('' while there is none). */
  src: string;
  /** How many times the frame has loaded. */
  loads: number;
  /** Whether NEXUS commands this stream (the demo stream) or only hears it. */
  controllable: boolean;
  progress: {
    latest: RefObject<HeardProgress | null>;
    subscribe: (listener: (heard: HeardProgress) => void) => () => void;
  };
  /** Reopens the stream at a second ('Jump to host'). */
  reopenAt: (second: number) => void;
}

/** The room-title shape of what a player shows. */
export const playerTarget = (player: Pick<RoomPlayer, 'type' | 'id' | 'selection'>) => ({
  type: player.type,
  id: player.id,
  season: player.selection.season,
  episode: player.selection.episode,
});
