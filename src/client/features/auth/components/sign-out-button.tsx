import { Trans } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { useSignOut } from '../hooks/use-sign-out';
import { UnsyncedSignOutDialog } from './unsynced-sign-out-dialog';

/**
 * A sign-out button outside the avatar menu (the profile's LOGOUT): the same flow as the menu's
 * (pending changes pushed first, the question when some could not be), but it does not navigate:
 * the route guard sends the signed-out visitor to `/` with this page as `from`, so signing back
 * in returns here (docs/product.md#profile).
 */
export function SignOutButton({ className, children }: { className: string; children: ReactNode }) {
  const [state, setState] = useState<'idle' | 'working' | 'failed'>('idle');
  const signOut = useSignOut(
    () => setState('idle'),
    (reason) => setState(reason === 'offline' ? 'idle' : 'failed'),
  );
  const start = async () => {
    setState('working');
    await signOut.start();
  };

  return (
    <>
      <button
        type="button"
        onClick={() => void start()}
        disabled={state === 'working' && signOut.unsynced === null}
        className={className}
      >
        {children}
      </button>
      {state === 'failed' && (
        <p role="alert" className="text-sm text-warn">
          <Trans>Sign-out failed. Check your connection and try again.</Trans>
        </p>
      )}
      {signOut.unsynced !== null && (
        <UnsyncedSignOutDialog
          pending={signOut.unsynced}
          onStay={() => {
            signOut.stay();
            setState('idle');
          }}
          onSignOut={() => void signOut.confirm()}
        />
      )}
    </>
  );
}
