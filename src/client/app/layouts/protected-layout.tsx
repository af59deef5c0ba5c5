import { useLingui } from '@lingui/react/macro';
import { Navigate, useLocation } from '@/client/lib/router/router';
import { Outlet } from '@/client/lib/router/routes';
import { Spinner } from '@/client/components/ui/spinner';
import { paths } from '@/client/config/paths';
import { useAuthStatus } from '@/client/features/auth/hooks/auth-state';
import { ProfileGate } from '@/client/features/profiles/components/profile-gate';

/**
 * Guards the protected routes: 'Authenticating...' until the first session answer, then a
 * signed-out visitor goes to `/` (history replaced) carrying the current path as `from`.
 * With accounts off (AUTH_MODE=anonymous) every route is public. A device that has not chosen
 * a profile is asked "Who's watching?" first (docs/product.md#profiles).
 */
export function ProtectedLayout() {
  const status = useAuthStatus();
  const location = useLocation();
  const { t } = useLingui();
  if (status === 'signed-in' || status === 'anonymous') {
    return (
      <>
        <Outlet />
        {/* "Who's watching?" first when this device has not chosen a profile. */}
        <ProfileGate />
      </>
    );
  }
  if (status === 'loading')
    return (
      <Spinner
        label={t({ message: 'Authenticating...', comment: 'While the session is checked' })}
      />
    );
  const from = `${location.pathname}${location.search}${location.hash}`;
  return <Navigate to={paths.landing} replace state={{ from }} />;
}
