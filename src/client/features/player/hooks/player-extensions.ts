import { createContext, useContext, type ReactNode } from 'react';
import type { PlayerState } from './use-player';

/**
 * What other features add to the player, composed by the app's routes (a feature never imports
 * another): watch together's button in the bar, its panel over the side list, and the second a
 * room's stream starts at. Nothing by default.
 */
export interface PlayerExtensions {
  /** Drawn in the player's bar, with the bar's icon-button look. */
  barButton?: (player: PlayerState, className: string) => ReactNode;
  /** Drawn at the top of the side panel. */
  sidePanel?: (player: PlayerState) => ReactNode;
  /** Where this title's stream opens instead of the saved progress; read once per player. */
  startAt?: (target: {
    type: 'movie' | 'tv';
    id: number;
    season: number;
    episode: number;
  }) => number | undefined;
}

export const PlayerExtensionsContext = createContext<PlayerExtensions>({});

export const usePlayerExtensions = () => useContext(PlayerExtensionsContext);
