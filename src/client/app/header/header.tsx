import { useLingui } from '@lingui/react/macro';
import { Link, useLocation } from '@/client/lib/router/router';
import { paths } from '@/client/config/paths';
import { useHeaderSession } from './use-header-session';
import { MobileMenu } from './mobile-menu';
import { NavLinks } from './nav-links';
import { NoticeBell } from '@/client/features/notices/components/notice-bell';
import { UserArea } from './user-area';

/**
 * The sticky 64 px header. Wide screens get the full navigation, medium screens icons only,
 * small screens a hamburger menu. The logo shortens to NX on small screens.
 */
export function Header() {
  const { pathname } = useLocation();
  const { signedIn, status } = useHeaderSession();
  const { t } = useLingui();
  return (
    <header
      data-nav="header"
      className="sticky top-0 z-40 h-16 border-b border-line bg-surface/95 backdrop-blur"
    >
      <div className="mx-auto flex h-full max-w-[1600px] items-center gap-4 px-4">
        <Link
          to={signedIn ? paths.browse : paths.landing}
          className="inline-flex shrink-0 items-center text-xl font-extrabold tracking-[0.3em] text-accent pointer-coarse:min-h-11 pointer-coarse:min-w-11"
          aria-label={t({
            message: 'NEXUS home',
            comment: "The header's logo: a link to the home page",
          })}
        >
          <span className="hidden sm:inline">NEXUS</span>
          <span className="sm:hidden">NX</span>
        </Link>
        {signedIn && <NavLinks pathname={pathname} />}
        <div className="ml-auto flex items-center gap-2">
          {/* Signed out too: the library lives in this browser (docs/product.md#new-episode-notices). */}
          {status !== 'loading' && !(status === 'signed-out' && pathname === paths.landing) && (
            <NoticeBell signedIn={status === 'signed-in'} />
          )}
          <UserArea pathname={pathname} status={status} />
          {signedIn && <MobileMenu pathname={pathname} />}
        </div>
      </div>
    </header>
  );
}
