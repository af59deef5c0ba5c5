import { ProfilePage } from '@/client/features/profile/components/profile-page';

export default function Route() {
  return <ProfilePage />;
}
