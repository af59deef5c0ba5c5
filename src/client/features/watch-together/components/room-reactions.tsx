import { useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { REACTIONS, type Reaction } from '@/shared/watch-together/room-limits';
import type { RoomMember } from '@/shared/watch-together/room-schemas';
import type { ShownReaction } from '../hooks/room-store';

/** Each emoji's name, for screen readers and the button's label. */
const NAMES: Record<Reaction, MessageDescriptor> = {
  '👍': msg({ message: 'Thumbs up', comment: 'Watch together: a reaction emoji' }),
  '😂': msg({ message: 'Laughing', comment: 'Watch together: a reaction emoji' }),
  '😮': msg({ message: 'Surprised', comment: 'Watch together: a reaction emoji' }),
  '😢': msg({ message: 'Sad', comment: 'Watch together: a reaction emoji' }),
  '❤️': msg({ message: 'Love', comment: 'Watch together: a reaction emoji' }),
  '🎉': msg({ message: 'Celebrate', comment: 'Watch together: a reaction emoji' }),
};

/** The six reactions to send, and the ones shown to everyone for 3 s (read out politely). */
export function RoomReactions(props: {
  shown: ShownReaction[];
  members: RoomMember[];
  onReact: (emoji: Reaction) => void;
}) {
  const { t } = useLingui();
  const nameOf = (id: string) => props.members.find((m) => m.id === id)?.name ?? '';
  return (
    <div className="flex flex-col gap-2">
      <div
        role="group"
        aria-label={t({
          message: 'React',
          comment: 'Watch together: the group of reaction buttons',
        })}
        className="flex flex-wrap gap-1"
        data-nav="row"
      >
        {REACTIONS.map((emoji) => (
          <button
            key={emoji}
            type="button"
            className="inline-flex size-10 items-center justify-center rounded-md text-xl transition hover:bg-surface-2"
            aria-label={t(NAMES[emoji])}
            title={t(NAMES[emoji])}
            onClick={() => props.onReact(emoji)}
          >
            <span aria-hidden="true">{emoji}</span>
          </button>
        ))}
      </div>
      <ul aria-live="polite" className="flex min-h-8 flex-wrap gap-2" data-testid="room-reactions">
        {props.shown.map((reaction) => {
          const name = nameOf(reaction.memberId);
          const what = NAMES[reaction.emoji as Reaction];
          const label = what ? t(what) : reaction.emoji;
          return (
            <li
              key={reaction.key}
              className="animate-enter rounded-full bg-surface-2 px-2 py-1 text-sm"
            >
              <span aria-hidden="true">{reaction.emoji}</span>{' '}
              <span className="sr-only">
                {t({
                  message: `${name}: ${label}`,
                  comment: 'Watch together: a reaction read out; {name} sent it, {label} names it',
                })}
              </span>
              <span aria-hidden="true" className="text-text-dim">
                {name}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
