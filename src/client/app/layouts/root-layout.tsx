import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense } from 'react';
import { Outlet } from '@/client/lib/router/routes';
import { NoticeCenter } from '@/client/components/ui/notice-center';
import { Spinner } from '@/client/components/ui/spinner';
import { Header } from '@/client/app/header/header';
import { useRemoteKeys } from '@/client/lib/spatial-nav/remote-keys';
import { LibrarySync } from '@/client/library/sync/library-sync-effect';
import { PageReady } from './page-ready';
import { useAnnounceHydrated } from '@/client/lib/page-ready-event';

/**
 * Every page: the sticky header, then the route's content; and, for a signed-in account, the
 * library's sync (it renders nothing).
 */
export function RootLayout() {
  // Arrow keys and Back from a remote or a keyboard (docs/product.md#remote-and-arrow-keys).
  useRemoteKeys();
  // The header's fields (search) are React's from this commit on.
  useAnnounceHydrated('header');
  const { t } = useLingui();
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-surface focus:px-3 focus:py-2"
      >
        <Trans comment="Skip link, the first thing a keyboard reaches">Skip to content</Trans>
      </a>
      <Header />
      <main id="main" tabIndex={-1} className="outline-none">
        <Suspense fallback={<Spinner label={t`Loading NEXUS...`} />}>
          <Outlet />
          <PageReady />
        </Suspense>
      </main>
      <NoticeCenter />
      <LibrarySync />
    </>
  );
}
