import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { buttonStyles } from '@/client/components/ui/button-styles';
import { paths, watchPath } from '@/client/config/paths';
import { clientConfig } from '@/client/config/client-config';
import { Link, useNavigate } from '@/client/lib/router/router';
import { joinAndOpen, roomWatchTarget } from '../utils/join-and-open';
import { roomErrorMessage } from '../utils/room-error-text';
import { NotOffered, RoomPageFrame } from './room-page-frame';

/**
 * A link's page (`/watch-together/{token}`): joins at once and opens the player on the room's
 * title at the host's second. A signed-out visitor never gets here: the protected routes send
 * them to sign in or create an account first, and back to this link after. A refusal (unknown
 * or expired link, full or ended room, a kids profile) is said by its code, with the way on.
 */
export function InvitePage({ token }: { token: string }) {
  const { i18n } = useLingui();
  const offered = clientConfig().authMode === 'accounts';
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!offered) return;
    let current = true;
    joinAndOpen({ token }).then(
      (answer) => {
        if (!current) return;
        const target = roomWatchTarget(answer);
        void navigate(watchPath(target.type, target.id, target.selection), { replace: true });
      },
      (failure: unknown) => {
        if (current) setError(roomErrorMessage(failure, i18n));
      },
    );
    return () => {
      current = false;
    };
  }, [offered, token, navigate, i18n]);

  if (!offered) return <NotOffered />;
  return (
    <RoomPageFrame
      heading={<Trans comment="Watch together: the page's heading">Join a room</Trans>}
    >
      {error ? (
        <>
          <p role="alert" className="text-sm" data-testid="join-error">
            {error}
          </p>
          <div className="flex flex-wrap gap-2">
            <Link to={paths.joinRoom} className={buttonStyles.primary}>
              <Trans comment="Watch together: link to the page where a code is typed">
                Enter a code
              </Trans>
            </Link>
            <Link to={paths.browse} className={buttonStyles.secondary}>
              <Trans>Back to Home</Trans>
            </Link>
          </div>
        </>
      ) : (
        <p role="status" className="text-sm text-text-dim">
          <Trans comment="Watch together: while a link's room is joined">Joining the room…</Trans>
        </p>
      )}
    </RoomPageFrame>
  );
}
