import type { ReactNode } from 'react';
import {
  PlayerExtensionsContext,
  type PlayerExtensions,
} from '@/client/features/player/hooks/player-extensions';
import { RoomPanelSlot } from '@/client/features/watch-together/components/room-panel-slot';
import { WatchTogetherButton } from '@/client/features/watch-together/components/watch-together-button';
import { roomStartFor } from '@/client/features/watch-together/utils/room-start';

/** Watch together in the player (issue 35): its button, its panel, and a room's start second. */
const watchTogether: PlayerExtensions = {
  barButton: (player, className) => <WatchTogetherButton player={player} className={className} />,
  sidePanel: (player) => <RoomPanelSlot player={player} />,
  startAt: roomStartFor,
};

/** Wraps a route whose page has a player, so the player offers watch together. */
export function WatchTogetherInPlayer({ children }: { children: ReactNode }) {
  return <PlayerExtensionsContext value={watchTogether}>{children}</PlayerExtensionsContext>;
}
