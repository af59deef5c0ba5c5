import { Trans, useLingui } from '@lingui/react/macro';
import { Users } from 'lucide-react';
import { buttonStyles } from '@/client/components/ui/button-styles';
import type { Reaction } from '@/shared/watch-together/room-limits';
import type { RoomMember } from '@/shared/watch-together/room-schemas';
import type { RoomSession } from '../hooks/room-store';
import { RoomInvite } from './room-invite';
import { RoomMembers } from './room-members';
import { RoomReactions } from './room-reactions';
import { RoomStatusLine } from './room-status-line';

interface RoomPanelActions {
  onJump: () => void;
  onCopy: (url: string) => void;
  onNewCode: () => void;
  onMakeHost: (member: RoomMember) => void;
  onRemove: (member: RoomMember) => void;
  onReact: (emoji: Reaction) => void;
  onLeave: () => void;
  onEnd: () => void;
  /** After the room is over: put the panel away. */
  onClose: () => void;
}

interface RoomPanelViewProps extends RoomPanelActions {
  session: RoomSession;
  /** An embedded stream NEXUS cannot command (the demo stream is commanded). */
  embedded: boolean;
  /** That stream is more than 5 s from the host: 'Jump to host'. */
  far: boolean;
  busy: boolean;
  /** The last failed action's text. */
  error: string | null;
}

const small = `${buttonStyles.secondary} !px-3 !py-1.5 text-xs`;

/**
 * The room beside the player: its state, who is there, the reactions, and what this member may
 * do (the host: hand over, remove, new code, end; everyone: leave). Drawn from props alone.
 */
export function RoomPanelView(props: RoomPanelViewProps) {
  const { t } = useLingui();
  const { session } = props;
  const { room } = session;
  const isHost = room.hostMemberId === session.memberId;
  const over =
    session.status === 'ended' || session.status === 'removed' || session.status === 'lost';

  return (
    <section
      aria-labelledby="room-panel-heading"
      className="mb-4 flex flex-col gap-3 rounded-md border border-accent/40 bg-surface p-3"
      data-testid="room-panel"
    >
      <h2
        id="room-panel-heading"
        tabIndex={-1}
        className="label-caps flex items-center gap-2 text-sm font-bold text-accent outline-none focus-visible:ring-2 focus-visible:ring-accent"
      >
        <Users aria-hidden="true" className="size-4" />
        <Trans comment="Watch together: the panel's heading (the feature's name)">
          Watch together
        </Trans>
      </h2>

      {over ? (
        <div role="alert" className="flex flex-col gap-2">
          <p className="text-sm">
            {session.status === 'removed' ? (
              <Trans>The host removed you from this room.</Trans>
            ) : session.status === 'lost' ? (
              <Trans>This watch-together link is unknown or has expired.</Trans>
            ) : (
              <Trans>This room has ended.</Trans>
            )}
          </p>
          <button type="button" className={small} onClick={props.onClose}>
            <Trans comment="Watch together: button, put away the panel of a room that is over">
              Close
            </Trans>
          </button>
        </div>
      ) : (
        <>
          <RoomStatusLine room={room} status={session.status} />
          {props.embedded && !isHost && !room.playback.playing && (
            <p className="text-sm text-text-dim" data-testid="host-paused">
              <Trans comment="Watch together: the host's stream is paused (a player NEXUS cannot pause for you)">
                Host paused
              </Trans>
            </p>
          )}
          {props.far && (
            <button type="button" className={buttonStyles.primary} onClick={props.onJump}>
              <Trans comment="Watch together: button, reopen the stream at the host's position">
                Jump to host
              </Trans>
            </button>
          )}
          {isHost && session.invite && (
            <RoomInvite
              invite={session.invite}
              onCopy={props.onCopy}
              onNewCode={props.onNewCode}
              busy={props.busy}
            />
          )}
          {isHost && !session.invite && (
            <button type="button" className={small} onClick={props.onNewCode} disabled={props.busy}>
              <Trans comment="Watch together: button, a fresh link and code">New code</Trans>
            </button>
          )}
          <RoomMembers
            members={room.members}
            you={session.memberId}
            hostView={isHost}
            onMakeHost={props.onMakeHost}
            onRemove={props.onRemove}
          />
          <RoomReactions shown={session.reactions} members={room.members} onReact={props.onReact} />
          {props.error && (
            <p role="alert" className="text-sm text-warn">
              {props.error}
            </p>
          )}
          <div className="flex flex-wrap gap-2" data-nav="row">
            <button
              type="button"
              className={small}
              onClick={props.onLeave}
              disabled={props.busy}
              aria-label={t({
                message: 'Leave the room',
                comment: 'Watch together: the Leave button read out',
              })}
            >
              <Trans comment="Watch together: button, leave the room">Leave</Trans>
            </button>
            {isHost && (
              <button type="button" className={small} onClick={props.onEnd} disabled={props.busy}>
                <Trans comment="Watch together: button, the room ends for everyone">End room</Trans>
              </button>
            )}
          </div>
        </>
      )}
    </section>
  );
}
