import { Trans } from '@lingui/react/macro';
import { LogOut } from 'lucide-react';
import { buttonStyles } from '@/client/components/ui/button-styles';
import { SignOutButton } from '@/client/features/auth/components/sign-out-button';
import { ProfilePage } from '@/client/features/profile/components/profile-page';

export default function Route() {
  return (
    <ProfilePage
      logout={
        <SignOutButton className={buttonStyles.primary}>
          <LogOut aria-hidden="true" className="size-4" />{' '}
          <Trans comment="The profile page's sign-out button, all caps">LOGOUT</Trans>
          <span className="font-normal normal-case">
            <Trans comment="Beside LOGOUT: the plain words for what it does">(Sign out)</Trans>
          </span>
        </SignOutButton>
      }
    />
  );
}
