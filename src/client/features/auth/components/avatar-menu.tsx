import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { LogOut, Settings, UserRound, UsersRound } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useNavigate } from '@/client/lib/router/router';
import { menuItemClass, menuPanelClass } from '@/client/components/ui/menu-styles';
import { paths } from '@/client/config/paths';
import { useSessionUser } from '@/client/lib/session-user-store';
import { notify } from '@/client/lib/notices';
import { useCurrentProfile } from '@/client/library/stores/current-profile-store';
import { pageText } from '@/client/lib/page-text';
import { useSignOut } from '../hooks/use-sign-out';
import { Avatar, avatarButtonClass } from './avatar';
import { SyncStatusLine } from '@/client/library/ui/sync-status-line';
import { UnsyncedSignOutDialog } from './unsynced-sign-out-dialog';

// The profiles' words (shared/profiles/profile-api.ts PROFILE_TEXTS), in the page's language.
const switchProfileText = msg({
  message: 'Switch profile',
  comment: 'Avatar menu: choose another profile of this account',
});
const needsConnectionText = msg({
  message: 'Switching profile needs a connection',
  comment: 'Notice when the avatar menu cannot switch profiles offline',
});

/**
 * The avatar dropdown (loaded lazily: Radix stays out of the first load). It shows the display
 * name or email, the email, and the actions: 'Profile Matrix', 'System Settings' (not for a
 * kids profile), 'Switch profile' and sign-out. With accounts off there is no identity and no
 * sign-out.
 */
export function AvatarMenu(props: {
  defaultOpen: boolean;
  focusOnMount: boolean;
  anonymous: boolean;
  /** 'Switch profile': 'offline' when it cannot start (the app's profiles feature decides). */
  onSwitchProfile: () => Promise<'offline' | 'ask'>;
}) {
  const { defaultOpen, focusOnMount, anonymous, onSwitchProfile } = props;
  const navigate = useNavigate();
  const { t } = useLingui();
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusOnMount) trigger.current?.focus();
  }, [focusOnMount]);
  const email = useSessionUser((s) => s.email);
  const displayName = useSessionUser((s) => s.displayName);
  const kids = useCurrentProfile()?.kids ?? false;

  const signOut = useSignOut(
    () => navigate(paths.landing, { replace: true }),
    // Offline the notice says why; the page stays.
    (reason) => reason === 'failed' && navigate(paths.error),
  );

  return (
    <>
      <DropdownMenu.Root defaultOpen={defaultOpen} modal={false}>
        <DropdownMenu.Trigger
          ref={trigger}
          className={avatarButtonClass}
          aria-label={t`Open profile menu`}
        >
          <Avatar />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content align="end" sideOffset={8} className={menuPanelClass}>
            {!anonymous && (
              <>
                <div className="px-3 py-2">
                  <p className="truncate font-bold">{displayName || email}</p>
                  <p className="truncate text-xs text-text-dim">{email}</p>
                  <SyncStatusLine />
                </div>
                <DropdownMenu.Separator className="my-1 h-px bg-line" />
              </>
            )}
            <DropdownMenu.Item className={menuItemClass} onSelect={() => navigate(paths.profile)}>
              <UserRound aria-hidden="true" className="size-4" />{' '}
              <Trans comment="Avatar menu item: the profile page (the product's sci-fi name)">
                Profile Matrix
              </Trans>
            </DropdownMenu.Item>
            {/* A kids profile never reaches the account (docs/product.md#profiles). */}
            {!kids && (
              <DropdownMenu.Item className={menuItemClass} onSelect={() => navigate(paths.account)}>
                <Settings aria-hidden="true" className="size-4" />{' '}
                <Trans comment="Avatar menu item: the account settings page">System Settings</Trans>
              </DropdownMenu.Item>
            )}
            {/* After the spec's two items, so their order (and arrow keys) stay as it has them. */}
            <DropdownMenu.Item
              className={menuItemClass}
              onSelect={() =>
                void onSwitchProfile().then((outcome) => {
                  if (outcome === 'offline')
                    notify({ message: pageText(needsConnectionText), tone: 'warn' });
                  else navigate(paths.profiles);
                })
              }
            >
              <UsersRound aria-hidden="true" className="size-4" /> {t(switchProfileText)}
            </DropdownMenu.Item>
            {!anonymous && (
              <DropdownMenu.Item
                className={`${menuItemClass} text-accent`}
                onSelect={() => void signOut.start()}
              >
                <LogOut aria-hidden="true" className="size-4" />
                {/* The spec's words, and the plain ones for what it does. */}
                <span className="flex flex-col">
                  <span>
                    <Trans comment="Avatar menu: sign out (the product's sci-fi words)">
                      Disconnect Neural Link
                    </Trans>
                  </span>{' '}
                  <span className="text-xs text-text-dim">
                    <Trans comment="Under 'Disconnect Neural Link' in the avatar menu">
                      Sign out
                    </Trans>
                  </span>
                </span>
              </DropdownMenu.Item>
            )}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      {signOut.unsynced !== null && (
        <UnsyncedSignOutDialog
          pending={signOut.unsynced}
          onStay={signOut.stay}
          onSignOut={() => void signOut.confirm()}
        />
      )}
    </>
  );
}
