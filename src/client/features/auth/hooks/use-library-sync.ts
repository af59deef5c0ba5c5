import { useEffect } from 'react';
import { clientConfig } from '@/client/config/client-config';
import { useSessionUser } from '@/client/lib/session-user-store';
import { whenIdle } from '@/client/lib/when-idle';

const loadSync = () => import('@/client/library/sync/library-sync');

/**
 * Library sync for the signed-in account (docs/product.md#library-sync). It runs from the
 * avatar menu, which is loaded once the page is idle and stays mounted exactly while someone is
 * signed in: so the sync code never delays the first paint nor weighs on the first load. When
 * the session ends, however it ended, the library leaves this browser. With accounts off the
 * library stays local.
 */
export function useLibrarySync() {
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
}
