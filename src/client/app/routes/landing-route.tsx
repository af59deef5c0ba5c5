import { Navigate } from '@/client/lib/router/router';
import { paths } from '@/client/config/paths';

/** `/`: the landing and sign-in view (issue 3). Until accounts exist it leads to /browse. */
export default function Route() {
  return <Navigate to={paths.browse} replace />;
}
