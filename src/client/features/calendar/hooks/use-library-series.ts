import { useMemo } from 'react';
import { useProgressRecords } from '@/client/library/stores/use-progress-records';
import { useVault } from '@/client/library/stores/vault-store';
import { useWatchHistory } from '@/client/library/stores/watch-history-store';
import { librarySeriesIds } from '../utils/library-series';

/**
 * The ids of this profile's series (vault, progress, history), live: saving a series in another
 * tab adds it here. Empty on the server, which has no library (decision 0026).
 */
export function useLibrarySeries(): number[] {
  const vault = useVault();
  const progress = useProgressRecords();
  const history = useWatchHistory();
  return useMemo(() => librarySeriesIds({ vault, progress, history }), [vault, progress, history]);
}
