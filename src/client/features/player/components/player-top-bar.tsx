import type { ReactNode } from 'react';
import { useHydrated } from '@/client/lib/use-hydrated';
import type { PlayerControls } from '../hooks/use-player-controls';
import type { PlayerState } from '../hooks/use-player';
import { shareUrl } from '../utils/share-url';
import { usePlayerExtensions } from '../hooks/player-extensions';
import { PlayerHeader } from './player-header';

/** The header of a player with everything it needs wired from the player's state. */
export function PlayerTopBar(props: {
  player: PlayerState;
  controls: PlayerControls;
  heading: ReactNode;
  onBack: () => void;
}) {
  const { player, controls } = props;
  // The link names this page's own address, which only the browser knows for sure.
  const hydrated = useHydrated();
  const { barButton } = usePlayerExtensions();
  return (
    <PlayerHeader
      heading={props.heading}
      isTv={player.type === 'tv'}
      onBack={props.onBack}
      onPrevious={controls.previous}
      onNext={controls.next}
      id={player.id}
      type={player.type}
      vaultRecord={player.title?.record ?? null}
      isFullscreen={controls.fullscreen.isFullscreen}
      onToggleFullscreen={controls.fullscreen.toggle}
      shareUrl={hydrated ? shareUrl(player.type, player.id, player.selection) : undefined}
      extraButton={barButton && ((className) => barButton(player, className))}
    />
  );
}
