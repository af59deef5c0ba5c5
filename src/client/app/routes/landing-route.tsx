import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { Navigate, useLocation, useNavigate } from '@/client/lib/router/router';
import { Spinner } from '@/client/components/ui/spinner';
import { paths } from '@/client/config/paths';
import { AuthForm } from '@/client/features/auth/components/auth-form';
import { LandingView } from '@/client/features/auth/components/landing-view';
import { useAuthStatus } from '@/client/features/auth/hooks/auth-state';
import { fromLocation } from '@/client/features/auth/utils/from-location';

/**
 * `/`: a spinner naming the product while the session is unknown; signed-in visitors go on to
 * `from` or /browse; everyone else sees the landing copy and the sign-in form. With accounts off
 * there is no sign-in screen: `/` leads to /browse.
 */
export default function Route() {
  const status = useAuthStatus();
  const location = useLocation();
  const navigate = useNavigate();
  const { t } = useLingui();
  const from = fromLocation(location.state, location.search);
  const fromInQuery = new URLSearchParams(location.search).has('from');
  useEffect(() => {
    // The server's own redirect carried `from` in the query (history state cannot cross a
    // redirect): it moves into the entry's state, so the address bar says `/`, as when the page
    // itself sent the visitor here.
    if (fromInQuery) navigate(paths.landing, { replace: true, state: { from } });
  }, [fromInQuery, from, navigate]);

  if (status === 'anonymous') return <Navigate to={paths.browse} replace />;
  if (status === 'loading') return <Spinner label={t`Loading NEXUS...`} />;
  if (status === 'signed-in') return <Navigate to={from} replace />;
  return (
    <LandingView>
      <AuthForm onSuccess={() => navigate(from, { replace: true })} reason={location.state} />
    </LandingView>
  );
}
