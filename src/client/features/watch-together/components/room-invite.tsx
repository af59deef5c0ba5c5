import { Trans, useLingui } from '@lingui/react/macro';
import { Link2, RefreshCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { buttonStyles } from '@/client/components/ui/button-styles';
import { ROOM_PAGE_PATHS } from '@/shared/watch-together/room-paths';
import type { Invite } from '@/shared/watch-together/room-schemas';

const small = `${buttonStyles.secondary} !px-3 !py-1.5 text-xs`;

/** 'ABCD2345' → 'ABCD 2345': two halves, easy to read off a TV across the room. */
const spacedCode = (code: string) => `${code.slice(0, 4)} ${code.slice(4)}`;

/** Minutes and seconds left, '9:05'; '0:00' once past. */
function timeLeft(expiresAt: number, now: number): string {
  const seconds = Math.max(0, Math.ceil((expiresAt - now) / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * The host's invitation: the link with 'Copy link', the 8-character code in large type, how long
 * both still work, and 'New code' for a fresh pair (the old one stops working).
 */
export function RoomInvite(props: {
  invite: Invite;
  onCopy: (url: string) => void;
  onNewCode: () => void;
  busy: boolean;
}) {
  const { t } = useLingui();
  const { invite } = props;
  // The link's origin and the clock are the browser's: read after the first render, then the
  // clock every second for the time left.
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    const tick = () => setNow(Date.now());
    const first = window.setTimeout(tick, 0);
    const timer = window.setInterval(tick, 1_000);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(timer);
    };
  }, []);
  const origin = now === null ? '' : window.location.origin;
  const url = `${origin}${ROOM_PAGE_PATHS.invite(invite.token)}`;
  const expired = now !== null && now >= invite.expiresAt;
  const left = now === null ? '' : timeLeft(invite.expiresAt, now);
  const code = spacedCode(invite.code);

  return (
    <section
      aria-label={t({
        message: 'Invite',
        comment: 'Watch together: the section with the link and the code',
      })}
      className="flex flex-col gap-2 rounded-md border border-line bg-surface-2/50 p-3"
    >
      <p className="text-xs text-text-dim">
        <Trans comment="Watch together: how to invite">
          Share the link, or enter the code on /watch-together:
        </Trans>
      </p>
      <p
        className="font-mono text-3xl font-bold tracking-[0.2em] text-text"
        data-testid="room-code"
        aria-label={t({
          message: `Room code ${code}`,
          comment: 'Watch together: the code read out; {code} is 8 letters and digits',
        })}
      >
        {code}
      </p>
      <p className="break-all text-xs text-text-dim" data-testid="room-link">
        {origin ? url : ROOM_PAGE_PATHS.invite(invite.token)}
      </p>
      <p className="text-xs text-text-dim" aria-live="polite">
        {expired ? (
          <Trans comment="Watch together: the link and code no longer work">
            This code has expired. Make a new one.
          </Trans>
        ) : (
          left && (
            <Trans comment="Watch together: {left} is minutes and seconds, 9:05">
              Works for {left}
            </Trans>
          )
        )}
      </p>
      <div className="flex flex-wrap gap-2" data-nav="row">
        <button
          type="button"
          className={small}
          onClick={() => props.onCopy(url)}
          disabled={!origin}
        >
          <Link2 aria-hidden="true" className="size-4" /> <Trans>Copy link</Trans>
        </button>
        <button type="button" className={small} onClick={props.onNewCode} disabled={props.busy}>
          <RefreshCw aria-hidden="true" className="size-4" />{' '}
          <Trans comment="Watch together: button, a fresh link and code">New code</Trans>
        </button>
      </div>
    </section>
  );
}
