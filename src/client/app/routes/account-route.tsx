import { AccountPage } from '@/client/features/account/components/account-page';

export default function Route() {
  return <AccountPage />;
}
