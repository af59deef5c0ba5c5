import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { LogOut, Settings, UserRound, UsersRound } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useNavigate } from '@/client/lib/router/router';
import { menuItemClass, menuPanelClass } from '@/client/components/ui/menu-styles';
import { paths } from '@/client/config/paths';
import { useSessionUser } from '@/client/lib/session-user-store';
import { notify } from '@/client/lib/notices';
import { useCurrentProfile } from '@/client/library/stores/current-profile-store';
import { PROFILE_TEXTS } from '@/shared/profiles/profile-api';
import { useSignOut } from '../hooks/use-sign-out';
import { Avatar, avatarButtonClass } from './avatar';
import { SyncStatusLine } from '@/client/library/ui/sync-status-line';
import { UnsyncedSignOutDialog } from './unsynced-sign-out-dialog';

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
          aria-label="Open profile menu"
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
              <UserRound aria-hidden="true" className="size-4" /> Profile Matrix
            </DropdownMenu.Item>
            {/* A kids profile never reaches the account (docs/product.md#profiles). */}
            {!kids && (
              <DropdownMenu.Item className={menuItemClass} onSelect={() => navigate(paths.account)}>
                <Settings aria-hidden="true" className="size-4" /> System Settings
              </DropdownMenu.Item>
            )}
            {/* After the spec's two items, so their order (and arrow keys) stay as it has them. */}
            <DropdownMenu.Item
              className={menuItemClass}
              onSelect={() =>
                void onSwitchProfile().then((outcome) => {
                  if (outcome === 'offline')
                    notify({ message: PROFILE_TEXTS.needsConnection, tone: 'warn' });
                  else navigate(paths.profiles);
                })
              }
            >
              <UsersRound aria-hidden="true" className="size-4" /> {PROFILE_TEXTS.switchProfile}
            </DropdownMenu.Item>
            {!anonymous && (
              <DropdownMenu.Item
                className={`${menuItemClass} text-accent`}
                onSelect={() => void signOut.start()}
              >
                <LogOut aria-hidden="true" className="size-4" />
                {/* The spec's words, and the plain ones for what it does. */}
                <span className="flex flex-col">
                  <span>Disconnect Neural Link</span>{' '}
                  <span className="text-xs text-text-dim">Sign out</span>
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
