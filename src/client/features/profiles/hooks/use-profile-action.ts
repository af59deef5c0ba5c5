import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { profilesQueryKey } from '../api/profiles-source';
import { profileErrorText } from '../utils/profile-error-text';

/**
 * One change to the profiles at a time: busy while it runs, the failure's text after, and the
 * profiles asked for again once it is done. `run` resolves true when the change went through.
 */
export function useProfileAction() {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (task: () => Promise<void>): Promise<boolean> => {
    setBusy(true);
    setError(null);
    try {
      await task();
      await queryClient.invalidateQueries({ queryKey: profilesQueryKey });
      return true;
    } catch (failure) {
      setError(profileErrorText(failure, i18n));
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, setError, run };
}
