import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { useState } from 'react';
import { notify } from '@/client/lib/notices';
import { endRoom } from '../api/end-room';
import { leaveRoom } from '../api/leave-room';
import { makeHost } from '../api/make-host';
import { newInvite } from '../api/new-invite';
import { removeMember } from '../api/remove-member';
import { sendReaction } from '../api/send-reaction';
import { roomActions, useRoomStore } from '../hooks/room-store';
import { useRoomConnection } from '../hooks/use-room-connection';
import { useRoomSync } from '../hooks/use-room-sync';
import { roomErrorMessage } from '../utils/room-error-text';
import type { RoomPlayer } from '../utils/room-player';
import { RoomPanelView } from './room-panel-view';

const copied = msg({
  message: 'Link copied. Anyone signed in can open it to join the room.',
  comment: 'Watch together: after Copy link',
});
const copyRefused = (url: string) =>
  msg({
    message: `Copying was refused by the browser. The link is ${url}`,
    comment: '{url} is the address that could not be copied',
  });

/**
 * The room's part of the player, loaded only when this tab is in a room: the live connection,
 * the sync of the stream, and the panel with what each action does.
 */
export default function RoomInPlayer({ player }: { player: RoomPlayer }) {
  const { i18n } = useLingui();
  const session = useRoomStore((s) => s.session);
  const roomId = session?.roomId ?? null;
  useRoomConnection(roomId);
  const sync = useRoomSync(player);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (!session) return null;

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError(roomErrorMessage(failure, i18n));
    } finally {
      setBusy(false);
    }
  };
  const id = session.roomId;

  return (
    <RoomPanelView
      session={session}
      embedded={!player.controllable}
      far={sync.far}
      busy={busy}
      error={error}
      onJump={() => player.reopenAt(sync.hostPosition())}
      onCopy={(url) => {
        navigator.clipboard.writeText(url).then(
          () => notify({ message: i18n._(copied) }),
          () => notify({ message: i18n._(copyRefused(url)), tone: 'warn' }),
        );
      }}
      onNewCode={() => void run(async () => roomActions.invite(await newInvite(id)))}
      onMakeHost={(member) => void run(() => makeHost(id, member.id))}
      onRemove={(member) => void run(() => removeMember(id, member.id))}
      onReact={(emoji) => void run(() => sendReaction(id, emoji))}
      onLeave={() =>
        void run(async () => {
          await leaveRoom(id).catch(() => {}); // leaving locally is what matters to this person
          roomActions.clear();
        })
      }
      onEnd={() => void run(() => endRoom(id))}
      onClose={roomActions.clear}
    />
  );
}
