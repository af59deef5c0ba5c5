import { Outlet } from '@/client/lib/router/routes';

/** Guards the protected routes (issue 3 adds the auth check); until then it lets everyone in. */
export function ProtectedLayout() {
  return <Outlet />;
}
