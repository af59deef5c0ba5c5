import { useLingui } from '@lingui/react/macro';
import { Users } from 'lucide-react';
import { useState } from 'react';
import { clientConfig } from '@/client/config/client-config';
import { notify } from '@/client/lib/notices';
import { ROOM_LIMITS } from '@/shared/watch-together/room-limits';
import { isRoomTitle, useRoomStore } from '../hooks/room-store';
import { playerTarget, type RoomPlayer } from '../utils/room-player';

/**
 * 'Watch together' in the player's bar: creates a room for this title (and episode) at the
 * current second, and the room's panel appears beside the stream. In a room already, it brings
 * the panel into view. With accounts off it is not offered at all; the player itself is only
 * for the signed in (a signed-out visitor is sent to sign in or create an account first).
 */
export function WatchTogetherButton({
  player,
  className,
}: {
  player: RoomPlayer;
  className: string;
}) {
  const { t, i18n } = useLingui();
  const session = useRoomStore((s) => s.session);
  const [busy, setBusy] = useState(false);
  if (clientConfig().authMode !== 'accounts') return null;

  const { type, id } = player;
  const target = playerTarget(player);
  const here = session !== null && isRoomTitle(session.room.title, target);
  const label = t({
    message: 'Watch together',
    comment: "Watch together: the player's button that creates a room (the feature's name)",
  });

  const onClick = async () => {
    if (here) {
      document.getElementById('room-panel-heading')?.focus();
      return;
    }
    if (!player.provider || busy) return;
    setBusy(true);
    try {
      // Where the stream is: its last message, moved on by the time since while playing.
      const heard = player.progress.latest.current;
      const playing = heard
        ? heard.update.event !== 'pause' && heard.update.event !== 'ended'
        : true;
      const moved = heard && playing ? (Date.now() - heard.heardAt) / 1000 : 0;
      const position = Math.min(
        ROOM_LIMITS.maxPositionSeconds,
        Math.max(0, (heard?.update.currentTime ?? 0) + moved),
      );
      const { startRoom } = await import('../utils/start-room');
      await startRoom({
        title:
          type === 'movie'
            ? { type, id }
            : { type, id, season: target.season, episode: target.episode },
        position,
        playing,
        provider: player.provider.id.slice(0, ROOM_LIMITS.providerMaxLength),
      });
    } catch (failure) {
      const { roomErrorMessage } = await import('../utils/room-error-text');
      notify({ message: roomErrorMessage(failure, i18n), tone: 'warn' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      className={className}
      onClick={() => void onClick()}
      disabled={busy}
      aria-pressed={here}
      aria-label={label}
      title={label}
      data-testid="watch-together"
    >
      <Users aria-hidden="true" className="size-5" />
    </button>
  );
}
