import { Trans, useLingui } from '@lingui/react/macro';
import type { RoomMember } from '@/shared/watch-together/room-schemas';
import { buttonStyles } from '@/client/components/ui/button-styles';

interface RoomMembersProps {
  members: RoomMember[];
  you: string;
  /** Whether this member is the host, who may hand over the role and remove others. */
  hostView: boolean;
  onMakeHost: (member: RoomMember) => void;
  onRemove: (member: RoomMember) => void;
}

const small = `${buttonStyles.ghost} !px-2 !py-1 text-xs`;

/** Who is in the room: names, '(host)', 'buffering…', and the host's actions per member. */
export function RoomMembers({ members, you, hostView, onMakeHost, onRemove }: RoomMembersProps) {
  const { t } = useLingui();
  return (
    <ul
      aria-label={t({
        message: 'People in this room',
        comment: 'Watch together: the list of members',
      })}
      className="flex flex-col gap-1"
      data-testid="room-members"
    >
      {members.map((member) => {
        const name = member.name;
        return (
          <li key={member.id} className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
            <span className="min-w-0 flex-1 truncate">
              <span className="font-bold">{member.name}</span>
              {member.isHost && (
                <span className="text-text-dim">
                  {' '}
                  <Trans comment="Watch together: written after the host's name">(host)</Trans>
                </span>
              )}
              {member.id === you && (
                <span className="text-text-dim">
                  {' '}
                  <Trans comment="Watch together: written after this person's own name">
                    (you)
                  </Trans>
                </span>
              )}
              {member.buffering && (
                <span className="text-warn">
                  {' '}
                  <Trans comment="Watch together: this member's stream is loading">
                    buffering…
                  </Trans>
                </span>
              )}
              {!member.connected && (
                <span className="text-text-dim">
                  {' '}
                  <Trans comment="Watch together: this member's connection dropped">away</Trans>
                </span>
              )}
            </span>
            {hostView && member.id !== you && (
              <span className="flex gap-1" data-nav="row">
                <button
                  type="button"
                  className={small}
                  onClick={() => onMakeHost(member)}
                  aria-label={t({
                    message: `Make ${name} the host`,
                    comment: 'Watch together: button; {name} is a member',
                  })}
                >
                  <Trans comment="Watch together: button, hand the host role to this member">
                    Make host
                  </Trans>
                </button>
                <button
                  type="button"
                  className={small}
                  onClick={() => onRemove(member)}
                  aria-label={t({
                    message: `Remove ${name} from the room`,
                    comment: 'Watch together: button; {name} is a member',
                  })}
                >
                  <Trans comment="Watch together: button, remove this member from the room">
                    Remove
                  </Trans>
                </button>
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
