import { useEffect } from 'react';
import { clientConfig } from '@/client/config/client-config';
import { useSessionUser } from '@/client/lib/session-user-store';
import { whenIdle } from '@/client/lib/when-idle';

const loadSync = () => import('./library-sync');

/**
 * Library sync for the signed-in account (docs/product.md#library-sync), started by the root
 * layout on every page, whatever menu has loaded. The engine's code is imported once the page
 * is idle, so it never delays the first paint nor weighs on the first load; it renders nothing
 * and runs only in the browser (an effect). When the session ends, however it ended, the library
 * leaves this browser. With accounts off the library stays local.
 */
export function LibrarySync() {
  const uid = useSessionUser((state) => state.uid);
  useEffect(() => {
    if (!uid || clientConfig().authMode !== 'accounts') return;
    const cancel = whenIdle(() => void loadSync().then((sync) => sync.startLibrarySync(uid)));
    return () => {
      cancel();
      if (useSessionUser.getState().uid !== uid) {
        void loadSync().then((sync) => sync.forgetLocalLibrary());
      }
    };
  }, [uid]);
  return null;
}
