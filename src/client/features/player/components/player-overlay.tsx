import * as Dialog from '@radix-ui/react-dialog';
import { useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from '@/client/lib/router/router';
import { usePlayer } from '../hooks/use-player';
import { usePlayerControls } from '../hooks/use-player-controls';
import { withoutPlayerParams } from '../utils/player-params';
import { PlayerBody } from './player-body';
import { PlayerTopBar } from './player-top-bar';

export interface PlayerOverlayProps {
  type: 'movie' | 'tv';
  id: number;
}

/**
 * The full-screen player: a modal dialog (focus trapped, focus back to the opener on close)
 * opened by the title pages with `?play=1` (or `?resume=1`). Closing removes those params.
 * Keyed by title, so opening another title starts a fresh player and flushes the last progress.
 */
export function PlayerOverlay({ type, id }: PlayerOverlayProps) {
  return <PlayerOverlayContent key={`${type}-${id}`} type={type} id={id} />;
}

function PlayerOverlayContent({ type, id }: PlayerOverlayProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const player = usePlayer(type, id);
  const { title } = player;
  const container = useRef<HTMLDivElement>(null);
  // The opener (PLAY NOW, an episode's WATCH button) gets focus back on close. Radix returns
  // focus to a Dialog.Trigger, and the title pages open the player through the URL instead.
  const [opener] = useState(() =>
    document.activeElement instanceof HTMLElement && document.activeElement !== document.body
      ? document.activeElement
      : null,
  );
  const controls = usePlayerControls(player, container);
  const { fullscreen } = controls;

  const close = () => {
    fullscreen.exit();
    const rest = withoutPlayerParams(params).toString();
    void navigate(
      { pathname: location.pathname, search: rest ? `?${rest}` : '' },
      { replace: true },
    );
  };

  return (
    <Dialog.Root open onOpenChange={(open) => !open && close()}>
      <Dialog.Portal>
        <Dialog.Content
          ref={container}
          aria-describedby={undefined}
          // Radix hides the rest of the page from assistive tech; aria-modal says so explicitly.
          aria-modal="true"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (opener?.isConnected) opener.focus();
          }}
          onEscapeKeyDown={(event) => {
            // Escape leaves fullscreen first; only then does it close the player.
            if (document.fullscreenElement) {
              event.preventDefault();
              fullscreen.exit();
            }
          }}
          className="fixed inset-0 z-50 flex flex-col bg-black text-text outline-none"
        >
          <PlayerTopBar
            player={player}
            controls={controls}
            heading={
              <Dialog.Title className="truncate text-sm font-bold sm:text-base">
                {title?.title ??
                  t({
                    message: 'NEXUS Player',
                    comment:
                      "The player's heading while the title's name loads; NEXUS is the product's name",
                  })}
              </Dialog.Title>
            }
            onBack={close}
          />
          <PlayerBody player={player} onBack={close} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
