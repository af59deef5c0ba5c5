import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { LogOut, Settings, UserRound } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useNavigate } from '@/client/lib/router/router';
import { paths } from '@/client/config/paths';
import { useSessionUser } from '@/client/lib/session-user-store';
import { useLibrarySync } from '../hooks/use-library-sync';
import { useSignOut } from '../hooks/use-sign-out';
import { Avatar, avatarButtonClass } from './avatar';
import { SyncStatusLine } from './sync-status-line';
import { UnsyncedSignOutDialog } from './unsynced-sign-out-dialog';

const itemClass =
  'flex cursor-pointer items-center gap-3 rounded-md px-3 py-2 text-sm outline-none data-[highlighted]:bg-surface-2 data-[highlighted]:text-white';

/**
 * The avatar dropdown (loaded lazily: Radix stays out of the first load). It shows the display
 * name or email, the email, and the three actions. With accounts off there is no identity and
 * no sign-out.
 */
export function AvatarMenu(props: {
  defaultOpen: boolean;
  focusOnMount: boolean;
  anonymous: boolean;
}) {
  const { defaultOpen, focusOnMount, anonymous } = props;
  const navigate = useNavigate();
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusOnMount) trigger.current?.focus();
  }, [focusOnMount]);
  const email = useSessionUser((s) => s.email);
  const displayName = useSessionUser((s) => s.displayName);

  useLibrarySync();
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
          <DropdownMenu.Content
            align="end"
            sideOffset={8}
            className="z-50 w-64 rounded-lg border border-line bg-surface p-2 shadow-xl motion-safe:animate-enter"
          >
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
            <DropdownMenu.Item className={itemClass} onSelect={() => navigate(paths.profile)}>
              <UserRound aria-hidden="true" className="size-4" /> Profile Matrix
            </DropdownMenu.Item>
            <DropdownMenu.Item className={itemClass} onSelect={() => navigate(paths.account)}>
              <Settings aria-hidden="true" className="size-4" /> System Settings
            </DropdownMenu.Item>
            {!anonymous && (
              <DropdownMenu.Item
                className={`${itemClass} text-accent`}
                onSelect={() => void signOut.start()}
              >
                <LogOut aria-hidden="true" className="size-4" /> Disconnect Neural Link
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
