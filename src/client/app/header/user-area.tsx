import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { buttonStyles } from '@/client/components/ui/button-styles';
import { paths } from '@/client/config/paths';
import { Avatar, avatarButtonClass } from '@/client/features/auth/components/avatar';
import type { AuthStatus } from '@/client/features/auth/hooks/auth-state';

const loadMenu = () =>
  import('@/client/features/auth/components/avatar-menu').then((m) => ({ default: m.AvatarMenu }));
const AvatarMenu = lazy(loadMenu);

/**
 * The right side of the header: the avatar menu when signed in (or with accounts off, without
 * sign-out), the 'Neural Access' button when signed out and not on `/`. The menu code loads
 * after first paint; a click before it arrives opens the menu as soon as it does.
 */
export function UserArea({ pathname, status }: { pathname: string; status: AuthStatus }) {
  const [menuWanted, setMenuWanted] = useState<'closed' | 'open' | null>(null);
  const showMenu = status === 'signed-in' || status === 'anonymous';

  useEffect(() => {
    if (!showMenu) return;
    // Fetch the menu while the browser is idle, so the first click finds it ready.
    const timer = setTimeout(() => {
      void loadMenu().then(() => setMenuWanted((w) => w ?? 'closed'));
    }, 300);
    return () => clearTimeout(timer);
  }, [showMenu]);

  if (status === 'signed-out') {
    if (pathname === paths.landing) return null;
    return (
      <Link to={paths.landing} className={buttonStyles.primary}>
        Neural Access
      </Link>
    );
  }
  if (!showMenu) return <span aria-hidden="true" className="size-9" />; // loading: hold the space

  const placeholder = (
    <button
      type="button"
      className={avatarButtonClass}
      aria-label="Open profile menu"
      aria-haspopup="menu"
      onClick={() => setMenuWanted('open')}
    >
      <Avatar />
    </button>
  );
  if (menuWanted === null) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <AvatarMenu defaultOpen={menuWanted === 'open'} anonymous={status === 'anonymous'} />
    </Suspense>
  );
}
