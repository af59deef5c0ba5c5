import { msg } from '@lingui/core/macro';
import { useState } from 'react';
import { clientConfig } from '@/client/config/client-config';
import { notify } from '@/client/lib/notices';
import { pageText } from '@/client/lib/page-text';
import { signOut } from '../api/sign-out';

const loadSync = () => import('@/client/library/sync/library-sync');
const loadPush = () => import('@/client/lib/push-subscription');
/** How long sign-out waits for this browser's push subscription to be forgotten. */
const PUSH_END_MS = 3000;
/** How long sign-out waits for pending changes to reach the account (issue 12). */
const SIGN_OUT_FLUSH_MS = 5000;

/**
 * Sign-out with library sync (docs/product.md#library-sync): what is pending is pushed first
 * (at most 5 s); if some of it could not be, `unsynced` holds the count and nothing happens until
 * the user chooses `confirm` or `stay`. Then the session ends and the library leaves this browser.
 */
export function useSignOut(onDone: () => void, onError: (reason: 'offline' | 'failed') => void) {
  const [unsynced, setUnsynced] = useState<number | null>(null);
  const accounts = clientConfig().authMode === 'accounts';

  const finish = async () => {
    setUnsynced(null);
    // New-episode notices stop here: the server also drops the session's subscriptions when it
    // ends, but only the browser can end its own.
    if (accounts)
      await loadPush().then(
        (push) => push.turnOffPush(PUSH_END_MS),
        () => undefined,
      );
    try {
      await signOut();
    } catch {
      onError('failed');
      return;
    }
    if (accounts)
      await loadSync().then(
        (sync) => sync.forgetLocalLibrary(),
        () => undefined,
      );
    // Said in plain words wherever sign-out was pressed (docs/product.md#sessions).
    notify({ message: pageText(msg`You have signed out`) });
    onDone();
  };

  const start = async () => {
    // Offline the server cannot end the session: leaving would keep the cookie signed in for the
    // next person on this browser, so it says why and waits.
    if (!navigator.onLine) {
      notify({
        message: pageText(msg`You are offline. Signing out needs a connection.`),
        tone: 'warn',
      });
      onError('offline');
      return;
    }
    const pending = accounts
      ? await loadSync().then(
          (sync) => sync.flushBeforeSignOut(SIGN_OUT_FLUSH_MS),
          () => 0,
        )
      : 0;
    if (pending > 0) setUnsynced(pending);
    else await finish();
  };

  return { start, unsynced, confirm: finish, stay: () => setUnsynced(null) };
}
