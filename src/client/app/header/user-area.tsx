import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from '@/client/lib/router/router';
import { buttonStyles } from '@/client/components/ui/button-styles';
import { paths } from '@/client/config/paths';
import { Avatar, avatarButtonClass } from '@/client/features/auth/components/avatar';
import type { AvatarMenu as AvatarMenuComponent } from '@/client/features/auth/components/avatar-menu';
import type { AuthStatus } from '@/client/features/auth/hooks/auth-state';
import { whenIdle } from '@/client/lib/when-idle';

const loadMenu = () => import('@/client/features/auth/components/avatar-menu');
/** 'Switch profile' loads the profiles' code when chosen, never with the page. */
const switchProfile = () =>
  import('@/client/features/profiles/utils/switch-profile-start').then((module) =>
    module.switchProfile(),
  );
const MENU_DELAY_MS = 1500;

interface LoadedMenu {
  Menu: typeof AvatarMenuComponent;
  /** The stand-in button had focus when the menu arrived: the real trigger takes it over. */
  takeFocus: boolean;
}

/**
 * The right side of the header: the avatar menu when signed in (or with accounts off, without
 * sign-out), the 'Neural Access' button when signed out and not on `/`. The menu (Radix) loads
 * once the page is idle, behind a look-alike button; a click before it arrives opens it on arrival.
 */
export function UserArea({ pathname, status }: { pathname: string; status: AuthStatus }) {
  const [loaded, setLoaded] = useState<LoadedMenu | null>(null);
  const [openOnArrival, setOpenOnArrival] = useState(false);
  const standIn = useRef<HTMLButtonElement>(null);
  const showMenu = status === 'signed-in' || status === 'anonymous';
  const { t } = useLingui();

  const load = useCallback(() => {
    void loadMenu().then((module) => {
      const takeFocus = document.activeElement === standIn.current;
      setLoaded((current) => current ?? { Menu: module.AvatarMenu, takeFocus });
    });
  }, []);

  useEffect(() => {
    if (!showMenu) return;
    // Well after the page has loaded, so the menu's code never delays the first paint or the
    // largest image; pointing at or focusing the button loads it at once.
    return whenIdle(load, MENU_DELAY_MS);
  }, [showMenu, load]);

  if (status === 'signed-out') {
    if (pathname === paths.landing) return null;
    return (
      <Link to={paths.landing} className={buttonStyles.primary}>
        <Trans comment="Header button to the sign-in screen (the product's sci-fi words)">
          Neural Access
        </Trans>
      </Link>
    );
  }
  if (!showMenu) return <span aria-hidden="true" className="size-9" />; // loading: hold the space

  if (!loaded) {
    return (
      <button
        ref={standIn}
        type="button"
        className={avatarButtonClass}
        aria-label={t`Open profile menu`}
        aria-haspopup="menu"
        onPointerEnter={load}
        onFocus={load}
        // Like the real trigger, a pointer opens it on press: if the menu arrives between the
        // press and the release (its code already cached), the release lands on the real
        // trigger, which ignores clicks, and a click handler here would never run.
        onPointerDown={(event) => {
          if (event.button !== 0 || event.ctrlKey) return;
          setOpenOnArrival(true);
          load();
        }}
        onClick={() => {
          setOpenOnArrival(true);
          load();
        }}
      >
        <Avatar />
      </button>
    );
  }
  const { Menu, takeFocus } = loaded;
  return (
    <Menu
      defaultOpen={openOnArrival}
      focusOnMount={takeFocus || openOnArrival}
      anonymous={status === 'anonymous'}
      onSwitchProfile={switchProfile}
    />
  );
}
