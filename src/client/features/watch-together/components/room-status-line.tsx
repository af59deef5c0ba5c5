import { Trans } from '@lingui/react/macro';
import type { RoomState } from '@/shared/watch-together/room-schemas';
import type { RoomStatus } from '../hooks/room-store';

/** 'Playing', 'Paused', 'Waiting for {name}…' or 'Reconnecting…': the room's state in a line. */
export function RoomStatusLine({ room, status }: { room: RoomState; status: RoomStatus }) {
  const waitingFor = room.members.find((m) => m.buffering);
  const name = waitingFor?.name;
  return (
    <p className="text-sm font-bold text-text" data-testid="room-status">
      {status === 'reconnecting' ? (
        <Trans comment="Watch together: the room's live connection dropped and is coming back">
          Reconnecting…
        </Trans>
      ) : waitingFor ? (
        <Trans comment="Watch together: the room holds until this member's stream has loaded; {name} is their name">
          Waiting for {name}…
        </Trans>
      ) : room.playback.playing ? (
        <Trans comment="Watch together: the room's state">Playing</Trans>
      ) : (
        <Trans comment="Watch together: the room's state">Paused</Trans>
      )}
    </p>
  );
}
