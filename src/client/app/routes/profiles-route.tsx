import { useLocation } from '@/client/lib/router/router';
import { fromLocation } from '@/client/features/auth/utils/from-location';
import { ProfilesPage } from '@/client/features/profiles/components/profiles-page';

export default function Route() {
  const location = useLocation();
  // On to the page the visitor was going to when "Who's watching?" came first (else /browse).
  return <ProfilesPage next={fromLocation(location.state, location.search)} />;
}
