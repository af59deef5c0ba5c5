import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@/client/lib/router/router';
import { buttonStyles } from '@/client/components/ui/button-styles';
import { paths } from '@/client/config/paths';
import { Avatar, avatarButtonClass } from '@/client/features/auth/components/avatar';
import type { AuthStatus } from '@/client/features/auth/hooks/auth-state';
import { useLazyStandIn } from '@/client/lib/use-lazy-stand-in';

const loadMenu = () => import('@/client/features/auth/components/avatar-menu');
/** 'Switch profile' loads the profiles' code when chosen, never with the page. */
const switchProfile = () =>
  import('@/client/features/profiles/utils/switch-profile-start').then((module) =>
    module.switchProfile(),
  );
const MENU_DELAY_MS = 1500;

/**
 * The right side of the header: the avatar menu when signed in (or with accounts off, without
 * sign-out), the 'Neural Access' button when signed out and not on `/`. The menu (Radix) loads
 * once the page is idle, behind a look-alike button; a click before it arrives opens it on arrival.
 */
export function UserArea({ pathname, status }: { pathname: string; status: AuthStatus }) {
  const showMenu = status === 'signed-in' || status === 'anonymous';
  // Pointing at or focusing the stand-in loads the menu at once.
  const { standIn, loaded, handOver } = useLazyStandIn(
    loadMenu,
    showMenu ? MENU_DELAY_MS : undefined,
  );
  const { t } = useLingui();

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
      <button {...standIn} className={avatarButtonClass} aria-label={t`Open profile menu`}>
        <Avatar />
      </button>
    );
  }
  return (
    <loaded.module.AvatarMenu
      {...handOver}
      anonymous={status === 'anonymous'}
      onSwitchProfile={switchProfile}
    />
  );
}
