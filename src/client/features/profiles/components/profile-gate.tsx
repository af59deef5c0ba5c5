import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { paths } from '@/client/config/paths';
import { useLocation, useNavigate } from '@/client/lib/router/router';
import { useSessionUser } from '@/client/lib/session-user-store';
import { useCurrentProfile } from '@/client/library/stores/current-profile-store';

const loadCheck = () => import('../utils/check-profile-choice');

/**
 * On every signed-in page (and with accounts off): when this device has not chosen a profile
 * and the account has more than one, "Who's watching?" first, then back to the page asked for.
 * It checks again when this browser's profile changes (another tab, or the sync leaving a
 * profile the server no longer has chosen here). Renders nothing; its work waits for the page
 * (an effect, a chunk of its own). A failure (the server unreachable) leaves the page as it is.
 */
export function ProfileGate() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const uid = useSessionUser((s) => s.uid) || null;
  const localId = useCurrentProfile()?.id ?? null;
  const checkedFor = useRef<string | null | undefined>(undefined);
  const { pathname } = location;
  const from = `${pathname}${location.search}${location.hash}`;

  useEffect(() => {
    if (pathname === paths.profiles) return;
    const fresh = checkedFor.current !== undefined && checkedFor.current !== localId;
    checkedFor.current = localId;
    let active = true;
    void loadCheck()
      .then((module) => module.checkProfileChoice(queryClient, uid, fresh))
      .then(
        (outcome) => {
          if (active && outcome === 'ask')
            navigate(paths.profiles, { replace: true, state: { from } });
        },
        () => undefined,
      );
    return () => {
      active = false;
    };
    // `from` follows the path; the check runs once per page, not per search change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname, uid, localId, queryClient, navigate]);
  return null;
}
