import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Profile } from '@/shared/profiles/profile-api';
import { ProfileAvatar } from './profile-avatar';

export const tileClass =
  'group flex w-28 flex-col items-center gap-3 rounded-lg p-2 text-center transition sm:w-36 pointer-coarse:min-h-11';

/** A profile's face in a grid: its avatar, its name, the lock and Kids marks. */
function ProfileTileFace({ profile, overlay }: { profile: Profile; overlay?: ReactNode }) {
  return (
    <>
      <span className="relative rounded-lg border-2 border-transparent transition group-hover:border-accent group-focus-visible:border-accent">
        <ProfileAvatar avatar={profile.avatar} name={profile.name} />
        {overlay}
      </span>
      <span className="flex max-w-full items-center gap-1.5 text-text group-hover:text-white">
        <span className="truncate">{profile.name}</span>
        {profile.locked && <Lock aria-hidden="true" className="size-4 shrink-0 text-text-dim" />}
      </span>
      {profile.kids && (
        <span className="label-caps rounded border border-line px-2 text-xs text-text-dim">
          <Trans comment="The mark on a kids profile's tile">Kids</Trans>
        </span>
      )}
    </>
  );
}

/** What a profile's button is called: its name, and what its marks show ('Tim, kids profile'). */
const profileButtonName = (profile: Profile, i18n: I18n) =>
  [
    profile.name,
    profile.locked &&
      i18n._(
        msg({ message: 'locked', comment: "A profile's button: 'Tim, locked, kids profile'" }),
      ),
    profile.kids &&
      i18n._(
        msg({
          message: 'kids profile',
          comment: "A profile's button: 'Tim, locked, kids profile'",
        }),
      ),
  ]
    .filter(Boolean)
    .join(', ');

/** The profiles as large buttons in a grid (the arrow keys move in it, decision 0027). */
export function ProfileGrid(props: {
  profiles: Profile[];
  onPick: (profile: Profile) => void;
  /** The button's name when its face does not say what it does ('Edit Ada'). */
  labelOf?: (profile: Profile) => string;
  overlay?: ReactNode;
  disabled?: boolean;
  children?: ReactNode;
}) {
  const { profiles, onPick, labelOf, overlay, disabled, children } = props;
  const { i18n } = useLingui();
  return (
    <ul data-nav="grid" className="flex flex-wrap justify-center gap-4 sm:gap-6">
      {profiles.map((profile) => (
        <li key={profile.id}>
          <button
            type="button"
            className={tileClass}
            aria-label={labelOf ? labelOf(profile) : profileButtonName(profile, i18n)}
            disabled={disabled}
            onClick={() => onPick(profile)}
          >
            <ProfileTileFace profile={profile} overlay={overlay} />
          </button>
        </li>
      ))}
      {children}
    </ul>
  );
}
